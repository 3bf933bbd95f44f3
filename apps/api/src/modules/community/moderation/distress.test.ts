import { describe, expect, it } from 'vitest';
import { distressText, findDistress, showsDistress } from './distress';

describe('distressText', () => {
  it('writes out contractions and chat spellings and drops fillers', () => {
    expect(distressText("I'm gonna kms fr, I can't")).toBe('i am going to kms i can not');
    expect(distressText('i dont wanna be alive')).toBe('i do not want to be alive');
  });

  it('undoes disguises', () => {
    expect(distressText('I want to k1ll myself')).toBe('i want to kill myself');
    expect(distressText('i want to kiII myself')).toBe('i want to kill myself');
    expect(distressText('I wаnt to diе')).toBe('i want to die');
    expect(distressText('ｋ ｍ ｓ')).toBe('kms');
  });
});

describe('showsDistress: risk', () => {
  it.each([
    ['direct ideation', 'I want to die.'],
    ['direct ideation', 'honestly i just want to kill myself'],
    ['passive ideation', 'sometimes i wish i could fall asleep and never wake up'],
    ['passive ideation', 'I wish I was never born.'],
    ['not wanting to live', "I don't want to be alive anymore."],
    ['plan and means', "I've saved up enough pills and I'm done pretending."],
    ['plan and means', 'My plan is to drive my car off the bridge on Route 9.'],
    ['self-harm', 'I started cutting myself again.'],
    ['self-harm', 'I burned myself with a lighter again last night.'],
    ['goodbye', 'Goodbye everyone. By the time you read this I will be gone.'],
    ['goodbye in two weak phrases', "I'm sorry to everyone I've let down. It's not your fault. I love you all."],
    ['burden', 'Everyone would be better off without me.'],
    ['burden', "I'm a burden to everyone around me."],
    ['hopelessness about living', "What's the point of living if every day feels like this?"],
    ['hopelessness about living', "I've lost the will to live."],
    ['slang', 'kms'],
    ['slang', 'lowkey want to unalive myself'],
    ['slang', 'thinking about sewerslide ngl'],
    ['misspelling', 'i wanna kil myself'],
    ['misspelling', 'Sucide is on my mind every day.'],
    ['joking tone, explicit words (decision 0018)', "If I fail this class I'm going to kill myself lol"],
    ['someone else at risk now (decision 0018)', 'My roommate told me she wants to kill herself. What do I do?'],
    ['someone else at risk now (decision 0018)', 'My boyfriend is suicidal and won\'t get help.'],
    ['recent attempt', 'I tried to kill myself two days ago and no one knows.'],
    ['past and present together', 'I used to be better at this, but lately I want to die again.'],
  ])('%s: %s', (_case, text) => {
    expect(showsDistress(text)).toBe(true);
  });

  it('finds a risk sentence buried in an ordinary paragraph', () => {
    const post =
      'Midterms are finally over!! Chem went ok, calc was brutal. Anyway I have been having thoughts of killing myself lately, ' +
      'not sure if that is normal stress or what. Going to get boba now with my roommate, then the library until close.';
    expect(findDistress(post).map((finding) => finding.kind)).toContain('ideation');
  });
});

describe('showsDistress: not risk', () => {
  it.each([
    ['idiom', 'This exam is killing me.'],
    ['idiom', 'dead tired after a double shift'],
    ['idiom', "I'd kill for a coffee right now"],
    ['idiom', 'my phone died halfway through the tour'],
    ['idiom', 'That pasta is to die for.'],
    ['idiom', 'I wanted to die of embarrassment when I fell.'],
    ['idiom', 'I would rather die than take another 8am class.'],
    ['idiom', "I've been killing myself studying for the MCAT."],
    ['idiom', "My mom is going to kill me when she sees my grades."],
    ['topic: class', 'In my psych class today we talked about suicide prevention and warning signs.'],
    ['topic: event', 'Our club is hosting a suicide awareness walk on Saturday.'],
    ['topic: volunteering', 'I volunteer at a crisis line on weekends.'],
    ['topic: training', 'The workshop covered what to do if someone tells you they want to kill themselves.'],
    ['recovery story (decision 0018)', 'Two years ago I wanted to die. Therapy and my friends helped me through it.'],
    ['recovery story (decision 0018)', "I used to self-harm in high school. I'm three years clean now."],
    ['grief', 'My uncle died by suicide last spring. I am doing the walk in his memory.'],
    ['negation', "I'm not suicidal, just burnt out."],
    ['negation', 'I would never hurt myself, but I need to talk to someone.'],
    ['accident', 'I cut myself while chopping onions. Five stitches.'],
    ['accident', 'Hurt myself at practice today, sprained ankle.'],
    ['a goodbye that is a move', 'Goodbye everyone! Graduating Saturday and moving to Chicago.'],
    ['a breakup', 'I ended it with my girlfriend last night.'],
    ['one weak phrase alone', 'I hate myself for procrastinating so much.'],
  ])('%s: %s', (_case, text) => {
    expect(showsDistress(text)).toBe(false);
  });
});
