import { parseArgs } from 'node:util';
import { OperatorInputError, printJson, readJsonFile, type OperatorArea, type OperatorIo } from '../../platform/operator';
import { addRewards, adjustStudentPoints, listCatalogue } from './rewards.service';

async function addRewardsCommand(io: OperatorIo, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { file: { type: 'string' }, json: { type: 'boolean' } }, strict: true });
  if (!values.file) throw new OperatorInputError('add-reward needs --file reward.json (one reward object or an array).');
  const parsed = await readJsonFile(io, values.file);
  const inputs: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  if (inputs.length === 0) throw new OperatorInputError(`${values.file} holds no reward.`);
  const results = await addRewards(io.db, inputs);
  if (values.json) {
    printJson(
      io,
      results.map((r) => ({ reward_id: r.rewardId, company: r.company, product_name: r.productName, created: r.isCreated, codes_added: r.codesAdded })),
    );
    return;
  }
  for (const r of results) {
    const codes = r.codesAdded > 0 ? `, ${r.codesAdded} new code${r.codesAdded === 1 ? '' : 's'}` : '';
    io.out(r.isCreated ? `Added reward ${r.rewardId}: ${r.company} – ${r.productName}${codes}.` : `Reward ${r.rewardId} (${r.company} – ${r.productName}) exists${codes || ', nothing new'}.`);
  }
}

async function adjustPointsCommand(io: OperatorIo, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { student: { type: 'string' }, points: { type: 'string' }, reason: { type: 'string' }, json: { type: 'boolean' } },
    strict: true,
  });
  if (!values.student || values.points === undefined || values.reason === undefined) {
    throw new OperatorInputError('adjust-points needs --student <id|email> --points <n> --reason "<why>".');
  }
  if (!/^[+-]?\d+$/.test(values.points.trim())) throw new OperatorInputError('--points: a whole number other than 0 (at most 1000000 either way).');
  const result = await adjustStudentPoints(io.db, values.student, Number(values.points), values.reason);
  if (values.json) {
    printJson(io, {
      user_id: result.userId,
      email: result.email,
      points: result.points,
      reason: result.reason,
      total_points: result.totalPoints,
      point_balance: result.pointBalance,
      badges_earned: result.badges,
    });
    return;
  }
  const signed = result.points > 0 ? `+${result.points}` : String(result.points);
  io.out(`${signed} points for ${result.email} (${result.reason}). Lifetime ${result.totalPoints}, balance ${result.pointBalance}.`);
  if (result.badges.length > 0) io.out(`Badges earned: ${result.badges.join(', ')}.`);
}

async function listRewardsCommand(io: OperatorIo, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { json: { type: 'boolean' } }, strict: true });
  const rewards = await listCatalogue(io.db);
  if (values.json) {
    printJson(io, rewards);
    return;
  }
  if (rewards.length === 0) {
    io.out('No rewards.');
    return;
  }
  for (const r of rewards) {
    const codes = r.shared_code !== null ? `shared code ${r.shared_code}` : `${r.codes_free} of ${r.codes_total} codes free`;
    io.out(
      [`#${r.reward_id}`.padEnd(5), r.category.padEnd(9), `${r.points_needed} pts`.padEnd(9), `${r.company} – ${r.product_name}`.padEnd(48), codes, r.expiry_date ? `until ${r.expiry_date}` : '', r.is_active ? '' : 'inactive']
        .join('  ')
        .trimEnd(),
    );
  }
}

export const rewardsCommands: OperatorArea = {
  title: 'Rewards and points',
  commands: [
    {
      name: 'add-reward',
      usage: `  add-reward --file reward.json [--json]
      Adds one reward (a JSON object) or several (an array). Fields: category (wellness | lifestyle | food |
      retail | other), company, product_name, description, discount_value, discount_measure (percent |
      usd), points_needed, and optionally logo_url (a path the app serves, e.g. /rewards/x.svg, or an
      https address), expiry_date (YYYY-MM-DD, the last day), link, terms_link; then either shared_code
      (one code for everyone) or codes (a list of single-use codes). A reward that exists (same company
      and product_name) keeps its fields and gets the codes it does not hold yet: top up a pool this way.`,
      run: (args, io) => addRewardsCommand(io, args),
    },
    {
      name: 'adjust-points',
      usage: `  adjust-points --student <id|email> --points <n> --reason "<why>" [--json]
      Adds (n > 0) or takes (n < 0; write --points=-50) points as a ledger row with the reason; never
      below a balance of 0.
      Lifetime points follow, so the level and badges do too.`,
      run: (args, io) => adjustPointsCommand(io, args),
    },
    {
      name: 'list-rewards',
      usage: `  list-rewards [--json]
      Every reward with its points, expiry and how many pool codes are still free.`,
      run: (args, io) => listRewardsCommand(io, args),
    },
  ],
};
