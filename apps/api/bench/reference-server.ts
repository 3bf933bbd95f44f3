import Fastify from 'fastify';
import pg from 'pg';

/**
 * The one-query reference of the request benchmarks (issue 15): Fastify without plugins or logging, and
 * `GET /reference/:id` reading one user by primary key through a pool of 20, as Bloom's is.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/reference/:id', async (request) => {
  const { rows } = await pool.query('select id, email, first_name from users where id = $1', [Number(request.params.id) || 1]);
  return rows[0] ?? {};
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => pool.end()));
