// Preloaded (`--import`) into a server process by the embedded-database benchmark only: measures how long
// the event loop was held up, and answers over the IPC channel. `event-loop:reset` starts a new burst;
// `event-loop:report` answers the delay percentiles since then, in milliseconds (1 ms resolution: an idle
// loop reads about 1 ms). Plain JavaScript: Node preloads it before the TypeScript loader applies.
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  process.on('message', (message) => {
    if (message === 'event-loop:reset') histogram.reset();
    if (message === 'event-loop:report') {
      process.send?.({ type: 'event-loop', p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) });
    }
  });
  // The IPC channel must not keep a server alive that was told to stop.
  process.channel?.unref();
}
