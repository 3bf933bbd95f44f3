import { randomUUID } from 'node:crypto';
import {
  categoryForFilter,
  rewardErrorCodes,
  rewardInputSchema,
  rewardMessages,
  type RedeemRewardResponse,
  type Redemption,
  type RewardInput,
} from '@bloom/contract/rewards';
import type { Db } from '@bloom/db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { OperatorInputError } from '../../platform/operator';
import { adjustPoints, lockPoints, pointTotals, spendPoints } from '../gamification/points.service';
import {
  claimFreeCode,
  findBalanceAndCatalogueVersion,
  findRedeemableReward,
  findRewardByName,
  findStudentAccount,
  hasRedeemed,
  insertRedemption,
  insertReward,
  insertRewardCodes,
  listRedemptions,
  listRewardsWithPools,
} from './rewards.repository';
import { rewardOffer } from './reward-catalogue';
import { toReward } from './reward-presenter';

type RewardDeps = Pick<AppDeps, 'db' | 'clock'>;

const utcDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What can be redeemed today, cheapest first, with the student's balance, as the answer's JSON text (the
 * offer is kept per version of the rewards, reward-catalogue.ts); `category` is matched ignoring spaces,
 * hyphens and case.
 */
export async function rewardsAnswer(deps: RewardDeps, userId: number, categoryFilter: string): Promise<string> {
  const category = categoryForFilter(categoryFilter);
  if (!category) throw AppError.validation({ category: [rewardMessages.unknownCategory] });
  const { pointBalance, catalogueVersion } = await findBalanceAndCatalogueVersion(deps.db, userId);
  const offer = await rewardOffer(deps.db, catalogueVersion, utcDate(deps.clock.now()), category);
  return `{"success":true,"rewards":${offer.json},"user_points":${pointBalance},"total_rewards":${offer.count}}`;
}

const refusal = (code: string, message: string) => new AppError(400, code, message);

/**
 * Takes the points and hands out a code in one transaction. The student's totals row is locked first,
 * so one student's redemptions queue and the balance read stays true; a pool code is claimed with SKIP
 * LOCKED, so no code goes to two students. Any refusal rolls everything back: nothing is taken.
 */
export async function redeemReward(deps: RewardDeps, userId: number, rewardId: number): Promise<RedeemRewardResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const totals = await lockPoints(tx, userId);
    const reward = await findRedeemableReward(tx, rewardId, utcDate(now));
    if (!reward) throw AppError.notFound(rewardMessages.notFound);
    if (await hasRedeemed(tx, userId, reward.id)) throw refusal(rewardErrorCodes.alreadyRedeemed, rewardMessages.alreadyRedeemed);
    if (totals.pointBalance < reward.pointsNeeded) {
      throw refusal(rewardErrorCodes.insufficientPoints, rewardMessages.insufficientPoints(reward.pointsNeeded - totals.pointBalance));
    }
    const poolCode = reward.sharedCode === null ? await claimFreeCode(tx, reward.id, now) : undefined;
    if (reward.sharedCode === null && !poolCode) throw refusal(rewardErrorCodes.outOfCodes, rewardMessages.outOfCodes);

    const pointEntryId = await spendPoints(tx, userId, reward.pointsNeeded, `reward:${reward.id}`);
    if (pointEntryId === undefined) throw refusal(rewardErrorCodes.alreadyRedeemed, rewardMessages.alreadyRedeemed);
    await insertRedemption(tx, {
      userId,
      rewardId: reward.id,
      rewardCodeId: poolCode?.id ?? null,
      promoCode: poolCode?.code ?? null,
      sharedCode: reward.sharedCode,
      pointsUsed: reward.pointsNeeded,
      pointEntryId,
      redeemedAt: now,
    });
    return {
      success: true,
      user_reward: {
        reward: { reward_id: reward.id, product_name: reward.productName, company: reward.company },
        meta: { promo_code: poolCode?.code ?? null, shared_code: reward.sharedCode },
      },
      redemption_link: reward.link,
      points_used: reward.pointsNeeded,
      remaining_balance: totals.pointBalance - reward.pointsNeeded,
    };
  });
}

export async function listUserRedemptions(db: Db, userId: number): Promise<Redemption[]> {
  const rows = await listRedemptions(db, userId);
  return rows.map(({ redemption, reward }) => ({
    user_reward_id: redemption.id,
    reward: toReward(reward),
    meta: { promo_code: redemption.promoCode, shared_code: redemption.sharedCode },
    redemption_link: reward.link,
    points_used: redemption.pointsUsed,
    redeemed_on: redemption.redeemedAt.toISOString(),
  }));
}

// ---- the operator's catalogue ----

export interface AddRewardResult {
  rewardId: number;
  productName: string;
  company: string;
  isCreated: boolean;
  codesAdded: number;
}

function parseRewardInputs(raws: unknown[]): RewardInput[] {
  const problems: string[] = [];
  const inputs: RewardInput[] = [];
  for (const [index, raw] of raws.entries()) {
    const parsed = rewardInputSchema.safeParse(raw);
    const prefix = raws.length > 1 ? `reward ${index + 1}: ` : '';
    if (parsed.success) inputs.push(parsed.data);
    else problems.push(...parsed.error.issues.map((i) => `${prefix}${i.path.join('.') || 'reward'}: ${i.message}`));
  }
  if (problems.length > 0) throw new OperatorInputError(problems.join('\n'));
  return inputs;
}

async function addOneReward(tx: Db, input: RewardInput): Promise<AddRewardResult> {
  const codes = [...new Set(input.codes ?? [])];
  const existing = await findRewardByName(tx, input.company, input.product_name);
  if (existing) {
    const isShared = existing.sharedCode !== null;
    if (isShared !== Boolean(input.shared_code)) {
      throw new OperatorInputError(
        `${input.company} – ${input.product_name} exists with ${isShared ? 'a shared code' : 'a pool of codes'}; give ${isShared ? 'shared_code' : 'codes'} for it.`,
      );
    }
    const codesAdded = isShared ? 0 : await insertRewardCodes(tx, existing.id, codes);
    return { rewardId: existing.id, productName: existing.productName, company: existing.company, isCreated: false, codesAdded };
  }
  const reward = await insertReward(tx, {
    category: input.category,
    company: input.company,
    productName: input.product_name,
    description: input.description,
    logoUrl: input.logo_url ?? null,
    discountValue: input.discount_value,
    discountMeasure: input.discount_measure,
    pointsNeeded: input.points_needed,
    expiryDate: input.expiry_date ?? null,
    link: input.link ?? null,
    termsLink: input.terms_link ?? null,
    sharedCode: input.shared_code ?? null,
  });
  const codesAdded = await insertRewardCodes(tx, reward.id, codes);
  return { rewardId: reward.id, productName: reward.productName, company: reward.company, isCreated: true, codesAdded };
}

/**
 * Adds rewards, or tops up the pool of one that exists (found by company and product name, any case; its
 * other fields are left as they are). Everything is checked first and written in one transaction: a
 * file with one bad reward adds nothing.
 */
export async function addRewards(db: Db, raws: unknown[]): Promise<AddRewardResult[]> {
  const inputs = parseRewardInputs(raws);
  return db.transaction(async (tx) => {
    const results: AddRewardResult[] = [];
    for (const input of inputs) results.push(await addOneReward(tx, input));
    return results;
  });
}

export async function listCatalogue(db: Db) {
  const rows = await listRewardsWithPools(db);
  return rows.map(({ reward, codes, freeCodes }) => ({
    ...toReward(reward),
    is_active: reward.isActive,
    shared_code: reward.sharedCode,
    codes_total: codes,
    codes_free: freeCodes,
  }));
}

export interface PointsAdjustment {
  userId: number;
  email: string;
  points: number;
  reason: string;
  totalPoints: number;
  pointBalance: number;
  badges: string[];
}

/**
 * The operator's correction of a student's points, with its reason, as a ledger row (badges it earns are
 * granted). Refused if it would take the spendable balance below 0.
 */
export async function adjustStudentPoints(db: Db, studentRef: string, points: number, reason: string): Promise<PointsAdjustment> {
  if (!Number.isInteger(points) || points === 0 || Math.abs(points) > 1_000_000) {
    throw new OperatorInputError('--points: a whole number other than 0 (at most 1000000 either way).');
  }
  const why = reason.trim();
  if (!why || why.length > 300) throw new OperatorInputError('--reason: say why, in at most 300 characters.');
  const student = await findStudentAccount(db, studentRef.trim());
  if (!student?.isStudent) throw new OperatorInputError(`No student ${studentRef}.`);
  return db.transaction(async (tx) => {
    const result = await adjustPoints(tx, student.id, points, why, `adjustment:${randomUUID()}`);
    if (!result.isApplied) {
      throw new OperatorInputError(`${student.email} has ${result.before.pointBalance} points to spend; ${points} would take the balance below 0.`);
    }
    const after = await pointTotals(tx, student.id);
    return {
      userId: student.id,
      email: student.email,
      points,
      reason: why,
      totalPoints: after.totalPoints,
      pointBalance: after.pointBalance,
      badges: result.badges.map((b) => b.name),
    };
  });
}
