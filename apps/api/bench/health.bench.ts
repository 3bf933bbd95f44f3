import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startBenchApp, type BenchResult } from './bench-app';

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
    // Warm both up, then measure in alternating rounds so drift on the machine hits both alike.
    await requestsPerSecond(bareUrl, 2);
    await requestsPerSecond(`${bench.baseUrl}/api/health/`, 2);
    let bareRps = 0;
    let healthRps = 0;
    for (let round = 0; round < 3; round += 1) {
      bareRps += (await requestsPerSecond(bareUrl, 3)) / 3;
      healthRps += (await requestsPerSecond(`${bench.baseUrl}/api/health/`, 3)) / 3;
    }
    const ratio = healthRps / bareRps;
    return [
      { name: 'Bare Fastify route throughput', value: Math.round(bareRps), unit: 'req/s', goal: 'reference', isMet: true },
      { name: 'GET /api/health/ throughput', value: Math.round(healthRps), unit: 'req/s', goal: 'reference', isMet: true, note: `database: ${bench.databaseKind}` },
      { name: 'Health / bare throughput ratio', value: Number(ratio.toFixed(2)), unit: 'ratio', goal: '>= 0.8', isMet: ratio >= 0.8 },
    ];
  } finally {
    await bare.close();
    await bench.close();
  }
}
