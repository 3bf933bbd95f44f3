import autocannon from 'autocannon';
import Fastify from 'fastify';
import { percentile, startBenchApp, type BenchResult } from './bench-app';

async function requestsPerSecond(url: string, durationSeconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 50, duration: durationSeconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** GET /api/health/ throughput against a bare Fastify route, measured in the same run. */
export async function benchHealth(): Promise<BenchResult[]> {
  const bench = await startBenchApp();
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = bare.server.address();
  const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/bare`;
  try {
    // Warm both up, then measure in alternating rounds (the order flips each round) so drift on the
    // machine hits both alike; each round gives a ratio, and the median ratio is the figure, so one
    // noisy round on a shared machine cannot decide it.
    await requestsPerSecond(bareUrl, 2);
    await requestsPerSecond(`${bench.baseUrl}/api/health/`, 2);
    const bareRounds: number[] = [];
    const healthRounds: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      if (round % 2 === 0) {
        bareRounds.push(await requestsPerSecond(bareUrl, 3));
        healthRounds.push(await requestsPerSecond(`${bench.baseUrl}/api/health/`, 3));
      } else {
        healthRounds.push(await requestsPerSecond(`${bench.baseUrl}/api/health/`, 3));
        bareRounds.push(await requestsPerSecond(bareUrl, 3));
      }
    }
    const bareRps = percentile(bareRounds, 50);
    const healthRps = percentile(healthRounds, 50);
    const ratio = percentile(
      healthRounds.map((health, i) => health / bareRounds[i]!),
      50,
    );
    return [
      { name: 'Bare Fastify route throughput', value: Math.round(bareRps), unit: 'req/s', goal: 'reference', isMet: true },
      { name: 'GET /api/health/ throughput', value: Math.round(healthRps), unit: 'req/s', goal: 'reference', isMet: true, note: `database: ${bench.databaseKind}` },
      { name: 'Health / bare throughput ratio', value: Number(ratio.toFixed(2)), unit: 'ratio', goal: '>= 0.8', isMet: ratio >= 0.8, note: 'median of 7 alternating rounds' },
    ];
  } finally {
    await bare.close();
    await bench.close();
  }
}
