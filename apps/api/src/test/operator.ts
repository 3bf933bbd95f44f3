import { readFile } from 'node:fs/promises';
import { operatorAreas } from '../operator-commands';
import { runOperatorCommand } from '../platform/operator';
import type { TestContext } from './helper';

/** Runs one operator command against the test app's database, as `npm run operator -- ...` would from `cwd`. */
export async function runOperator(ctx: TestContext, cwd: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCommand(operatorAreas, argv, {
    db: ctx.deps.db,
    storage: ctx.deps.storage,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readFile: (file) => readFile(file),
    cwd,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
