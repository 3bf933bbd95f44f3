import { parseArgs } from 'node:util';
import { OperatorInputError, printJson, type OperatorArea, type OperatorIo } from '../../platform/operator';
import { FRAMED_ORIGINS_TTL_MS } from './framed-origins';
import {
  approveSchool,
  listSchoolsForOperator,
  mergeSchools,
  rejectSchool,
  renameSchool,
  updateSchoolSettings,
  type MergeResult,
  type SchoolStanding,
} from './school-admin.service';

const usage = `  school list [--all] [--json]
      Lists the schools students added that wait for review (with --all: every school, its domain,
      resource link, credit pool and allowance). <school> below is an id or the exact name, quoted.
  school approve <school>
      Activates a school a student added: students whose email matches its domain can pick it.
  school rename <school> --name "New Name"
  school merge <school> --into <other school>
      Moves everything that points to <school> (its students, its credit pool's ledger, any other
      reference) to <other school>, then deletes <school>. The other school keeps its own settings.
  school reject <school>
      Refuses a school waiting for review; the students who picked it move to the catch-all school.
  school set <school> [--domain "<pattern>"] [--resource-link https://...|none] [--credit-pool <n>]
             [--per-student <n>] [--partner yes|no]
      --domain is a regular expression matched against a student's email ("@osu\\.edu$"; "*" opens the
      school to everyone). --resource-link is the page /campus-resources shows in a frame; Bloom's pages
      may frame it within ${FRAMED_ORIGINS_TTL_MS / 1000} seconds. --credit-pool sets what is left in the pool (a deposit or
      withdrawal of the difference is written) and makes the school a partner; --per-student is how many
      credits one student may take from it.`;

const subcommands = ['list', 'approve', 'rename', 'merge', 'reject', 'set'] as const;

function parse(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      all: { type: 'boolean' },
      json: { type: 'boolean' },
      name: { type: 'string' },
      into: { type: 'string' },
      domain: { type: 'string' },
      'resource-link': { type: 'string' },
      'credit-pool': { type: 'string' },
      'per-student': { type: 'string' },
      partner: { type: 'string' },
    },
  });
  const [subcommand, school, ...extra] = positionals;
  if (!subcommand || !(subcommands as readonly string[]).includes(subcommand)) {
    throw new OperatorInputError(`school: say what to do: ${subcommands.join(', ')} (see "npm run operator -- help").`);
  }
  if (extra.length > 0) throw new OperatorInputError(`school ${subcommand}: unexpected "${extra.join(' ')}" (quote a name with spaces).`);
  return { subcommand: subcommand as (typeof subcommands)[number], school, values };
}

function needSchool(subcommand: string, school: string | undefined): string {
  if (!school) throw new OperatorInputError(`school ${subcommand}: which school? Give its id or its name.`);
  return school;
}

function wholeNumber(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim())) throw new OperatorInputError(`${flag}: a whole number, e.g. ${flag} 200.`);
  return Number(value);
}

function yesNo(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'yes') return true;
  if (value === 'no') return false;
  throw new OperatorInputError('--partner: yes or no.');
}

function printList(io: OperatorIo, rows: SchoolStanding[], showAll: boolean): void {
  if (rows.length === 0) {
    io.out(showAll ? 'No schools.' : 'No schools are waiting for review.');
    return;
  }
  for (const { school, createdByEmail, students, pool } of rows) {
    const added = `added ${school.createdAt.toISOString().slice(0, 10)}${createdByEmail ? ` by ${createdByEmail}` : ''}`;
    const details = showAll
      ? [
          school.status + (school.isCatchAll ? ', catch-all' : ''),
          `domain ${school.domain ?? '(open)'}`,
          `link ${school.resourceLink ?? '(none)'}`,
          school.isPartner ? `partner, pool ${pool}, ${school.creditsPerStudent} per student` : 'not a partner',
        ]
      : [added];
    io.out(`#${school.id}  ${school.name}  (${[...details, `${students} student${students === 1 ? '' : 's'}`].join('; ')})`);
  }
  io.out(`${rows.length} school${rows.length === 1 ? '' : 's'}${showAll ? '' : ' waiting for review'}.`);
}

function describeMerge(result: MergeResult): string {
  const moved = Object.entries(result.moved).map(([where, n]) => `${n} in ${where}`);
  return `${moved.length > 0 ? `moved ${moved.join(', ')}` : 'nothing pointed to it'}${result.into.isPartner ? `; pool of "${result.into.name}" is now ${result.poolOfInto}` : ''}.`;
}

async function run(args: string[], io: OperatorIo): Promise<void> {
  const { subcommand, school, values } = parse(args);
  switch (subcommand) {
    case 'list': {
      const showAll = values.all === true;
      const rows = await listSchoolsForOperator(io.db, { pendingOnly: !showAll });
      if (values.json) {
        printJson(
          io,
          rows.map(({ school: s, createdByEmail, students, pool }) => ({
            id: s.id,
            name: s.name,
            status: s.status,
            is_catch_all: s.isCatchAll,
            domain: s.domain,
            resource_link: s.resourceLink,
            is_partner: s.isPartner,
            credit_pool: pool,
            credits_per_student: s.creditsPerStudent,
            students,
            created_by: createdByEmail,
            created_at: s.createdAt.toISOString(),
          })),
        );
      } else {
        printList(io, rows, showAll);
      }
      return;
    }
    case 'approve': {
      const result = await approveSchool(io.db, needSchool(subcommand, school));
      io.out(result.wasPending ? `Approved "${result.school.name}" (id ${result.school.id}).` : `"${result.school.name}" (id ${result.school.id}) is already active.`);
      return;
    }
    case 'rename': {
      if (!values.name) throw new OperatorInputError('school rename: give the new name with --name "New Name".');
      const renamed = await renameSchool(io.db, needSchool(subcommand, school), values.name);
      io.out(`School ${renamed.id} is now called "${renamed.name}".`);
      return;
    }
    case 'merge': {
      if (!values.into) throw new OperatorInputError('school merge: say which school it joins with --into <school>.');
      const result = await mergeSchools(io.db, needSchool(subcommand, school), values.into);
      io.out(`Merged "${result.from.name}" (id ${result.from.id}) into "${result.into.name}" (id ${result.into.id}): ${describeMerge(result)}`);
      return;
    }
    case 'reject': {
      const result = await rejectSchool(io.db, needSchool(subcommand, school));
      io.out(`Rejected "${result.from.name}" (id ${result.from.id}); its students now belong to "${result.into.name}": ${describeMerge(result)}`);
      return;
    }
    case 'set': {
      const link = values['resource-link'];
      const result = await updateSchoolSettings(io.db, needSchool(subcommand, school), {
        domain: values.domain,
        resourceLink: link === undefined ? undefined : link.trim() === 'none' ? null : link,
        creditPool: wholeNumber(values['credit-pool'], '--credit-pool'),
        creditsPerStudent: wholeNumber(values['per-student'], '--per-student'),
        isPartner: yesNo(values.partner),
      });
      const s = result.school;
      io.out(
        `Updated "${s.name}" (id ${s.id}): domain ${s.domain ?? '(open)'}; link ${s.resourceLink ?? '(none)'}; ` +
          (s.isPartner ? `partner, pool ${result.pool}${result.poolChange ? ` (${result.poolChange > 0 ? '+' : ''}${result.poolChange})` : ''}, ${s.creditsPerStudent} per student.` : 'not a partner.'),
      );
      return;
    }
  }
}

export const schoolsCommands: OperatorArea = {
  title: 'Schools',
  commands: [{ name: 'school', usage, run }],
};
