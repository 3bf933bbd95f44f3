import { describe, expect, it } from 'vitest';
import { readDistress } from './distress';
import { loadLabelledSet } from './labelled-sets';
import { meaningReach, networkOf, networkOutput } from './meaning-model';
import { isNearTheLine, moderatePost, moderateText, showsDistressWith } from './moderate';
import { embedSentence, SENTENCE_DIMENSIONS } from './sentence-encoder';
import { seededRandom } from '../../../../scripts/model-training';

describe('the second reading (decision 0036, session 12)', () => {
  it('runs its network as written: signed bytes times each unit\'s scale, a ReLU, then the output weights', () => {
    // Two units; input 0 feeds unit 0 with weight 2 x 0.5, input 1 feeds unit 1 with weight -4 x 0.25.
    const bytes = new Int8Array(SENTENCE_DIMENSIONS * 2);
    bytes[0] = 2;
    bytes[3] = -4;
    const network = networkOf({
      hidden: 2,
      inputScale: 10,
      firstWeights: Buffer.from(bytes.buffer).toString('base64'),
      firstScales: [0.5, 0.25],
      firstBiases: [0.1, 0.2],
      outputWeights: [3, 5],
      outputBias: -1,
    });
    const vector = new Float32Array(SENTENCE_DIMENSIONS);
    vector[0] = 0.3;
    vector[1] = 0.1;
    // unit 0: 0.1 + 3 x 1 = 3.1 -> 3 x 3.1; unit 1: 0.2 + 1 x -1 = -0.8 -> off.
    expect(networkOutput(network, vector)).toBeCloseTo(-1 + 3 * 3.1, 5);
    vector[1] = -0.3;
    // unit 1: 0.2 + (-3) x -1 = 3.2 -> 5 x 3.2.
    expect(networkOutput(network, vector)).toBeCloseTo(-1 + 3 * 3.1 + 5 * 3.2, 5);
  });

  it('is read only where it could change the answer: away from the line, any addition within its reach answers alike', () => {
    const random = seededRandom(12);
    for (let round = 0; round < 20_000; round += 1) {
      const reading = { aboutSomeoneElse: random() < 0.05, ruleFound: random() < 0.3, score: (random() - 0.5) * 16 };
      if (isNearTheLine(reading)) continue;
      const answer = showsDistressWith(reading, 0);
      expect(showsDistressWith(reading, meaningReach - 1e-9)).toBe(answer);
      expect(showsDistressWith(reading, -meaningReach + 1e-9)).toBe(answer);
    }
  });

  it('reads a post with the sentence encoder: 512 numbers of length one, the same for the same text', async () => {
    const first = await embedSentence('I passed my statistics final today!');
    const again = await embedSentence('I passed my statistics final today!');
    expect(first).toHaveLength(SENTENCE_DIMENSIONS);
    expect(Math.hypot(...first)).toBeCloseTo(1, 2);
    expect(Array.from(again)).toEqual(Array.from(first));
  });

  it('answers the posts near the line of a set it learned from at least as well as the first reading alone', async () => {
    const posts = loadLabelledSet('dev-blind-9').filter((post) => !post.isAboutSomeoneElse && post.label !== 'vulgar' && isNearTheLine(readDistress(post.text)));
    expect(posts.length).toBeGreaterThan(50);
    const isRight = (verdict: string, label: string) => (label === 'distress' ? verdict === 'distress' : verdict !== 'distress');
    let byFirstReading = 0;
    let byBoth = 0;
    for (const post of posts) {
      if (isRight(moderateText(post.text), post.label)) byFirstReading += 1;
      if (isRight(await moderatePost(post.text), post.label)) byBoth += 1;
    }
    expect(byBoth).toBeGreaterThanOrEqual(byFirstReading);
    expect(byBoth / posts.length).toBeGreaterThan(0.8);
  }, 180_000);

  it('answers plain posts as the first reading does', async () => {
    expect(await moderatePost('Passed my stats final!')).toBe('allowed');
    expect(await moderatePost('I want to kill myself tonight, I have the pills ready.')).toBe('distress');
    expect(await moderatePost('this f***ing printer')).toBe('vulgar');
    expect(await moderatePost('My roommate told me she wants to kill herself. What do I do?')).toBe('distress');
  });
});
