import { randomBytes } from 'node:crypto';
import type { RewardInput } from '@bloom/contract/rewards';
import type { AppDeps } from '../platform/deps';
import { findUserByEmail } from '../modules/accounts/accounts.repository';
import { adjustPoints } from '../modules/gamification/points.service';
import { addRewards, listCatalogue, listUserRedemptions, redeemReward } from '../modules/rewards/rewards.service';
import { DEMO_STUDENT } from './demo-accounts';

const DAY = 24 * 3600_000;

interface DemoReward extends Omit<RewardInput, 'expiry_date' | 'codes' | 'logo_url' | 'link' | 'terms_link'> {
  slug: string;
  /** Days from the first seeding to the last day it can be redeemed. */
  expiresInDays: number;
  /** Size of its pool of single-use codes (none when it has a shared code). */
  poolSize?: number;
}

/**
 * The demo marketplace: made-up partners in every category, some with a shared code and some with a pool
 * of single-use codes. Logos are served by the web app (apps/web/public/reward-logos/).
 */
export const DEMO_REWARDS: DemoReward[] = [
  { slug: 'campus-grind', category: 'food', company: 'Campus Grind Café', product_name: 'Any coffee or tea', description: 'Your favorite hot or iced drink, on us up to $4. Valid at every campus location.', discount_value: 4, discount_measure: 'usd', points_needed: 50, expiresInDays: 365, poolSize: 200 },
  { slug: 'sunrise-smoothies', category: 'food', company: 'Sunrise Smoothies', product_name: 'Half-price smoothie', description: 'Half off any regular smoothie. Add a protein boost for free.', discount_value: 50, discount_measure: 'percent', points_needed: 100, expiresInDays: 240, shared_code: 'SUNRISEBLOOM' },
  { slug: 'green-bowl', category: 'food', company: 'Green Bowl', product_name: 'Salad or grain bowl', description: '$5 off any bowl, any size. Build your own or pick a favorite.', discount_value: 5, discount_measure: 'usd', points_needed: 120, expiresInDays: 300, poolSize: 80 },
  { slug: 'crust-and-co', category: 'food', company: 'Crust & Co Pizza', product_name: 'Large pizza to share', description: '30% off a large pizza for your study group. Pickup or delivery near campus.', discount_value: 30, discount_measure: 'percent', points_needed: 500, expiresInDays: 180, poolSize: 40 },
  { slug: 'flow-yoga', category: 'wellness', company: 'Flow Yoga Studio', product_name: 'Free drop-in class', description: 'One free drop-in class at any studio: vinyasa, yin or restorative. Mats provided.', discount_value: 100, discount_measure: 'percent', points_needed: 250, expiresInDays: 270, shared_code: 'FLOWBLOOM' },
  { slug: 'restful-nights', category: 'wellness', company: 'Restful Nights', product_name: 'Better-sleep kit', description: '$10 off the sleep kit: eye mask, earplugs and a lavender pillow spray.', discount_value: 10, discount_measure: 'usd', points_needed: 300, expiresInDays: 365, poolSize: 50 },
  { slug: 'stillwater', category: 'wellness', company: 'Stillwater Meditation', product_name: '3 months of Stillwater Premium', description: '30% off three months of guided meditations, sleep stories and breathing exercises.', discount_value: 30, discount_measure: 'percent', points_needed: 400, expiresInDays: 400, poolSize: 60 },
  { slug: 'mindful-moves', category: 'wellness', company: 'Mindful Moves', product_name: 'A month of online pilates', description: '40% off a month of live and on-demand pilates classes for every level.', discount_value: 40, discount_measure: 'percent', points_needed: 600, expiresInDays: 200, poolSize: 30 },
  { slug: 'lumen-cinema', category: 'lifestyle', company: 'Lumen Cinema', product_name: 'Student movie ticket', description: '$6 off any standard screening, any day of the week.', discount_value: 6, discount_measure: 'usd', points_needed: 150, expiresInDays: 330, poolSize: 100 },
  { slug: 'trailhead', category: 'lifestyle', company: 'Trailhead Outfitters', product_name: 'Weekend gear rental', description: '25% off a weekend of hiking or camping gear rental.', discount_value: 25, discount_measure: 'percent', points_needed: 350, expiresInDays: 250, shared_code: 'TRAILBLOOM25' },
  { slug: 'climb-up', category: 'lifestyle', company: 'Climb Up Gym', product_name: 'Bouldering day pass', description: 'A free bouldering day pass with shoe rental. Bring a friend for half price.', discount_value: 100, discount_measure: 'percent', points_needed: 700, expiresInDays: 365, poolSize: 25 },
  { slug: 'bright-desk', category: 'retail', company: 'Bright Desk', product_name: 'Study planner set', description: '25% off the weekly planner, sticky tabs and a set of fine-liners.', discount_value: 25, discount_measure: 'percent', points_needed: 180, expiresInDays: 365, shared_code: 'BRIGHTBLOOM' },
  { slug: 'page-turner', category: 'retail', company: 'Page Turner Books', product_name: 'Any paperback', description: '20% off any paperback, from required reading to a book just for you.', discount_value: 20, discount_measure: 'percent', points_needed: 300, expiresInDays: 420, shared_code: 'PAGEBLOOM20' },
  { slug: 'thread-and-needle', category: 'retail', company: 'Thread & Needle', product_name: 'Campus hoodie', description: '$15 off an organic-cotton hoodie in your school colors.', discount_value: 15, discount_measure: 'usd', points_needed: 800, expiresInDays: 300, poolSize: 40 },
  { slug: 'pixel-tech', category: 'retail', company: 'Pixel Tech', product_name: 'Noise-canceling headphones', description: '15% off noise-canceling headphones for focused study sessions.', discount_value: 15, discount_measure: 'percent', points_needed: 2500, expiresInDays: 365, poolSize: 20 },
];

const codePool = (slug: string, size: number) =>
  Array.from({ length: size }, () => `${slug.split('-')[0]!.toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`);

function toInput(reward: DemoReward, now: Date): RewardInput {
  const { slug, expiresInDays, poolSize, ...fields } = reward;
  return {
    ...fields,
    logo_url: `/reward-logos/${slug}.svg`,
    link: `https://${slug}.example.org/redeem`,
    terms_link: `https://${slug}.example.org/terms`,
    expiry_date: new Date(now.getTime() + expiresInDays * DAY).toISOString().slice(0, 10),
    ...(poolSize ? { codes: codePool(slug, poolSize) } : {}),
  };
}

const catalogueKey = (company: string, product: string) => `${company}\u0000${product}`.toLowerCase();

/** Rewards already there (by company and product) are left as the operator keeps them. */
async function seedCatalogue(deps: AppDeps): Promise<void> {
  const existing = new Set((await listCatalogue(deps.db)).map((r) => catalogueKey(r.company, r.product_name)));
  const missing = DEMO_REWARDS.filter((r) => !existing.has(catalogueKey(r.company, r.product_name)));
  if (missing.length > 0) await addRewards(deps.db, missing.map((r) => toInput(r, deps.clock.now())));
}

/** The demo student's starting points (level 3, with its badges) and one redemption, once. */
async function seedDemoStudentRewards(deps: AppDeps): Promise<void> {
  const student = await findUserByEmail(deps.db, DEMO_STUDENT.email);
  if (!student || (await listUserRedemptions(deps.db, student.id)).length > 0) return;
  await deps.db.transaction((tx) => adjustPoints(tx, student.id, 400, 'Points from your first weeks on Bloom', 'demo:starter-points'));
  const coffee = (await listCatalogue(deps.db)).find((r) => r.company === DEMO_REWARDS[0]!.company);
  if (coffee) await redeemReward(deps, student.id, coffee.reward_id);
}

export async function seedDemoRewards(deps: AppDeps): Promise<void> {
  await seedCatalogue(deps);
  await seedDemoStudentRewards(deps);
}
