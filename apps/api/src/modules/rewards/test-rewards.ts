import { randomBytes } from 'node:crypto';
import type { RewardInput } from '@bloom/contract/rewards';
import type { TestContext } from '../../test/helper';
import { addRewards } from './rewards.service';

/** Test-only: a reward through the operator's own path; a pool of `codes` unless a shared code is given. */
export async function createTestReward(ctx: TestContext, overrides: Partial<RewardInput> = {}): Promise<number> {
  const tag = randomBytes(4).toString('hex');
  const input: RewardInput = {
    category: 'wellness',
    company: `Calm Co ${tag}`,
    product_name: 'Meditation month',
    description: 'A month of guided meditation.',
    discount_value: 20,
    discount_measure: 'percent',
    points_needed: 100,
    link: 'https://calm.example.org/redeem',
    terms_link: 'https://calm.example.org/terms',
    ...(overrides.shared_code ? {} : { codes: [`CALM-${tag}-1`, `CALM-${tag}-2`, `CALM-${tag}-3`] }),
    ...overrides,
  };
  const [added] = await addRewards(ctx.deps.db, [input]);
  return added!.rewardId;
}
