// The embedded-database benchmark's reference: a bare Fastify route doing one indexed query, on PGlite
// opened exactly as Bloom opens it (openDatabase). Started in its own process by hot-paths-embedded.bench.ts
// with DATA_DIR (a PGlite folder) and PORT.
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@bloom/db/client';
import { users } from '@bloom/db/schema';

const database = await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_DIR! });
const app = Fastify();
app.get<{ Querystring: { id: string } }>('/reference/', async (request) => {
  const [user] = await database.db.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, Number(request.query.id))).limit(1);
  return user ?? null;
});
app.get('/api/health/', async () => ({ status: 'ok' }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
