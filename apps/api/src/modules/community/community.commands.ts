import { parseArgs } from 'node:util';
import { OperatorInputError, printJson, type OperatorArea, type OperatorIo } from '../../platform/operator';
import { AppError } from '../../platform/errors';
import { handleDistressReport, openDistressReports } from './distress-reports.service';
import { seedStories } from './story-seeding.service';

function positiveInteger(name: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new OperatorInputError(`--${name} must be a whole number from 1 to ${max}.`);
  return n;
}

async function distressReportsCommand(io: OperatorIo, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { handle: { type: 'string' }, note: { type: 'string' }, json: { type: 'boolean' } }, strict: true });
  const id = positiveInteger('handle', values.handle, 2_147_483_647);
  if (id !== undefined) {
    if (!(await handleDistressReport(io.db, id, values.note ?? null, io.clock.now()))) {
      throw new OperatorInputError(`There is no open distress report ${id}.`);
    }
    if (values.json) printJson(io, { id, status: 'handled' });
    else io.out(`Distress report ${id} is marked handled.`);
    return;
  }
  if (values.note !== undefined) throw new OperatorInputError('--note goes with --handle <id>.');
  const reports = await openDistressReports(io.db);
  if (values.json) {
    printJson(io, reports);
    return;
  }
  if (reports.length === 0) {
    io.out('No open distress reports.');
    return;
  }
  io.out(`${reports.length} open distress report${reports.length === 1 ? '' : 's'}, oldest first:`);
  for (const report of reports) {
    io.out('');
    io.out(`#${report.id}  ${report.created_at}  ${report.student.name} <${report.student.email}> (user ${report.student.id}), ${report.school ?? 'no school'}`);
    io.out(`  ${report.source}${report.post_id ? ` under story ${report.post_id}` : ''}: ${report.text.replace(/\s+/g, ' ')}`);
  }
  io.out('');
  io.out('Mark one handled: npm run operator -- distress-reports --handle <id> --note "what was done"');
}

async function seedStoriesCommand(io: OperatorIo, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { count: { type: 'string' }, school: { type: 'string' }, authors: { type: 'string' }, json: { type: 'boolean' } },
    strict: true,
  });
  const count = positiveInteger('count', values.count, 10_000_000);
  if (count === undefined) throw new OperatorInputError('--count <n> is required.');
  try {
    const result = await seedStories(io.db, io.clock, {
      count,
      schoolId: positiveInteger('school', values.school, 2_147_483_647),
      authors: positiveInteger('authors', values.authors, 10_000),
      onProgress: values.json ? undefined : (done) => io.out(`  ${done.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} stories`),
    });
    if (values.json) printJson(io, result);
    else
      io.out(
        `Seeded ${result.stories.toLocaleString('en-US')} stories, ${result.likes.toLocaleString('en-US')} likes and ${result.comments.toLocaleString('en-US')} comments by ${result.authors} generated students on the wall of ${result.schoolName} (school ${result.schoolId}) in ${result.seconds} s.`,
      );
  } catch (error) {
    if (error instanceof AppError) throw new OperatorInputError(error.message);
    throw error;
  }
}

export const communityCommands: OperatorArea = {
  title: 'Community',
  commands: [
    {
      name: 'distress-reports',
      usage: `  distress-reports [--json]
      Lists the open distress reports, oldest first: stories and comments held back as signs of distress
      (student, school, time, text), for a person to follow up.
  distress-reports --handle <id> [--note <text>] [--json]
      Marks one report handled, with a note of what was done.`,
      run: (args, io) => distressReportsCommand(io, args),
    },
    {
      name: 'seed-stories',
      usage: `  seed-stories --count <n> [--school <id>] [--authors <n>] [--json]
      Fills a wall (default: the catch-all school's open wall) with n generated stories, with likes and
      comments, written by --authors generated students (default 50), in batches of 50,000.`,
      run: (args, io) => seedStoriesCommand(io, args),
    },
  ],
};
