import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../platform/deps';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoCoaches } from './demo-coaches';
import { seedDemoQuestions } from './demo-questions';
import { seedDemoRewards } from './demo-rewards';
import { seedDemoSessions } from './demo-sessions';
import { seedDemoStories } from './demo-stories';

/**
 * Demo data for a laptop start. Every seeder is idempotent (it finds what exists by a natural key and
 * adds only what is missing), so a second start adds nothing and never touches an account.
 */
const seeders: { name: string; run: (deps: AppDeps) => Promise<void> }[] = [
  { name: 'demo accounts', run: seedDemoAccounts },
  { name: 'demo questions', run: seedDemoQuestions },
  { name: 'demo coaches', run: seedDemoCoaches },
  { name: 'demo sessions', run: seedDemoSessions },
  { name: 'demo stories', run: seedDemoStories },
  { name: 'demo rewards', run: seedDemoRewards },
];

export async function seedDemoData(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  for (const seeder of seeders) {
    await seeder.run(deps);
    log.debug({ seeder: seeder.name }, 'seeded');
  }
}
