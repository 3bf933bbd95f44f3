import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile, startBenchApp, type BenchResult } from './bench-app';

const password = 'Bench-password-2026';

async function timedLogin(baseUrl: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, type: 'student' }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return performance.now() - started;
}

/** Login p95 at a steady 10 logins a second, and event-loop delay p99 during a burst of 50 logins. */
export async function benchLogin(): Promise<BenchResult[]> {
  const bench = await startBenchApp();
  try {
    const emails = Array.from({ length: 5 }, (_, i) => `bench-${i}@bench.example.edu`);
    for (const email of emails) {
      const response = await fetch(`${bench.baseUrl}/api/signup/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          username: email,
          first_name: 'Bench',
          last_name: 'Student',
          password,
          is_student: true,
          is_mentor: false,
          timezone: 'UTC',
          referral_code: null,
        }),
      });
      if (response.status !== 201) throw new Error(`signup answered ${response.status}: ${await response.text()}`);
    }

    // Steady load: one login every 100 ms for 15 s, each timed on its own.
    const steady: Promise<number>[] = [];
    for (let i = 0; i < 150; i += 1) {
      steady.push(timedLogin(bench.baseUrl, emails[i % emails.length]!));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const latencies = await Promise.all(steady);

    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    await Promise.all(Array.from({ length: 50 }, (_, i) => timedLogin(bench.baseUrl, emails[i % emails.length]!)));
    histogram.disable();
    const loopDelayP99 = histogram.percentile(99) / 1e6;

    const p95 = percentile(latencies, 95);
    return [
      { name: 'Login p95 at 10 logins/s', value: Number(p95.toFixed(1)), unit: 'ms', goal: '<= 150 ms', isMet: p95 <= 150, note: `database: ${bench.databaseKind}` },
      { name: 'Event-loop delay p99 during 50 concurrent logins', value: Number(loopDelayP99.toFixed(1)), unit: 'ms', goal: '< 20 ms', isMet: loopDelayP99 < 20 },
    ];
  } finally {
    await bench.close();
  }
}
