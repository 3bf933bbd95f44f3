import { readFile } from 'node:fs/promises';
import type { TestContext } from '../../test/helper';
import { runOperatorCommand } from '../../platform/operator';
import { operatorAreas } from '../../operator-commands';

export interface OperatorRun {
  code: number;
  out: string;
  err: string;
}

/** Test-only: runs an operator command against the test app's database, settings and clock, as the CLI would. */
export function operatorRunner(context: () => TestContext, cwd: () => string = () => process.cwd()) {
  return async (...argv: string[]): Promise<OperatorRun> => {
    const ctx = context();
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOperatorCommand(operatorAreas, argv, {
      db: ctx.deps.db,
      storage: ctx.deps.storage,
      config: ctx.deps.config,
      clock: ctx.deps.clock,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      readFile: (file) => readFile(file),
      cwd: cwd(),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
}
