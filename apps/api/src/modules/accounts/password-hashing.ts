import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane). The async API runs on the libuv thread pool,
 * so a hash never blocks the event loop.
 */
export const PASSWORD_HASH_OPTIONS: Options = {
  // Algorithm is a const enum, which isolatedModules cannot read; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * How many hashes run at once: one core fewer than the machine has, so a burst of logins never takes
 * the core the event loop runs on (on a 2-core machine the thread pool's 4 threads would otherwise
 * starve it). Further hashes wait their turn in order.
 */
const HASH_SLOTS = Math.max(1, availableParallelism() - 1);
let hashesRunning = 0;
const waitingForSlot: (() => void)[] = [];

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashesRunning >= HASH_SLOTS) await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  else hashesRunning += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, or is freed.
    const next = waitingForSlot.shift();
    if (next) next();
    else hashesRunning -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inHashSlot(() => hash(password, PASSWORD_HASH_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inHashSlot(() => verify(passwordHash, password));
  } catch {
    // A malformed stored hash (an operator's placeholder) never matches.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification when the account does not exist, so the answer time of a
 * login does not tell whether an email is registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('bloom-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
