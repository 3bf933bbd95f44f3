import path from 'node:path';
import type { Db } from '@bloom/db/client';
import type { Config } from '../config';
import type { Clock } from './clock';
import type { FileStorage } from './storage';

/**
 * The operator's command line (`npm run operator -- <command>`): what has no screen (coaches, schools,
 * rewards, safety reports, students) is managed here. Each area keeps its commands in
 * `modules/<area>/<area>.commands.ts`; `operator-commands.ts` lists the areas, like the routes in app.ts.
 */

export interface OperatorIo {
  db: Db;
  storage: FileStorage;
  /** The server's settings (PUBLIC_URL for links, MAIL_FROM for mail the command queues). */
  config: Config;
  clock: Clock;
  out(line: string): void;
  err(line: string): void;
  readFile(file: string): Promise<Buffer>;
  /** Relative paths in flags and files are resolved against this folder. */
  cwd: string;
}

export interface OperatorCommand {
  name: string;
  /** The lines `help` prints for this command: its flags first, then what it does. */
  usage: string;
  run(args: string[], io: OperatorIo): Promise<void>;
}

export interface OperatorArea {
  /** Heading in `help`, e.g. 'Coaches'. */
  title: string;
  commands: OperatorCommand[];
}

/** Bad input from the operator: printed as it is, exit code 1. Anything else is a bug and keeps its stack. */
export class OperatorInputError extends Error {}

export async function readJsonFile(io: OperatorIo, file: string): Promise<unknown> {
  const full = path.resolve(io.cwd, file);
  try {
    return JSON.parse((await io.readFile(full)).toString('utf8')) as unknown;
  } catch (error) {
    throw new OperatorInputError(`Cannot read ${full}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A `--json` answer: one JSON document on stdout, so that a script can read it. */
export function printJson(io: OperatorIo, value: unknown): void {
  io.out(JSON.stringify(value, null, 2));
}

export function operatorHelp(areas: OperatorArea[]): string {
  const sections = areas.map((area) => `${area.title}\n\n${area.commands.map((c) => c.usage.replace(/\s+$/, '')).join('\n\n')}`);
  return `Bloom operator commands (npm run operator -- <command> [flags]; --json where a script reads the answer)\n\n${sections.join('\n\n')}\n`;
}

function isParseArgsError(error: unknown): error is Error {
  return error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}

/** Runs one command; returns the process exit code (0 done, 1 bad input, 2 unknown command). */
export async function runOperatorCommand(areas: OperatorArea[], argv: string[], io: OperatorIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    io.out(operatorHelp(areas));
    return name === undefined ? 2 : 0;
  }
  const command = areas.flatMap((area) => area.commands).find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}". Run "npm run operator -- help" for the list.`);
    return 2;
  }
  try {
    await command.run(args, io);
    return 0;
  } catch (error) {
    if (error instanceof OperatorInputError || isParseArgsError(error)) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
