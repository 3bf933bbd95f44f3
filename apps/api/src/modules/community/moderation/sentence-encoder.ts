import { Worker } from 'node:worker_threads';

/** How many numbers the encoder gives a text. */
export const SENTENCE_DIMENSIONS = 512;

type WorkerMessage = { type: 'ready' } | { type: 'failed'; error: string } | { id: number; vector?: Float32Array; error?: string };

interface SentenceEncoder {
  embed(text: string): Promise<Float32Array>;
  close(): Promise<void>;
}

/**
 * The sentence encoder (sentence-encoder-worker.mjs) in its own thread, started on first use and shared by the process.
 * The thread keeps the process alive only while it has a text to read, so a script or test ends when its work does.
 */
function startSentenceEncoder(): Promise<SentenceEncoder> {
  const worker = new Worker(new URL('./sentence-encoder-worker.mjs', import.meta.url));
  worker.unref();
  const waiting = new Map<number, { resolve(vector: Float32Array): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
    worker.unref();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if ('type' in message) {
        if (message.type === 'ready') resolve();
        else reject(new Error(`the sentence encoder did not start: ${message.error}`));
        return;
      }
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (waiting.size === 0) worker.unref();
      if (message.vector) call?.resolve(message.vector);
      else call?.reject(new Error(`the sentence encoder failed: ${message.error}`));
    });
    worker.on('error', (error) => {
      reject(error);
      fail(error);
    });
    worker.on('exit', (code) => fail(new Error(`the sentence encoder's thread stopped (exit code ${code})`)));
  });
  const embed = (text: string) => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<Float32Array>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, text });
    });
  };
  return ready.then(
    () => ({ embed, close: () => worker.terminate().then(() => undefined) }),
    async (error: unknown) => {
      await worker.terminate();
      throw error;
    },
  );
}

let encoder: Promise<SentenceEncoder> | undefined;

/** The encoder's reading of `text`: 512 numbers, a vector of length one. Starts the encoder's thread if needed. */
export async function embedSentence(text: string): Promise<Float32Array> {
  encoder ??= startSentenceEncoder();
  try {
    return await (await encoder).embed(text);
  } catch (error) {
    // A thread that failed is started afresh on the next call.
    encoder = undefined;
    throw error;
  }
}

/** Starts the encoder's thread ahead of the first post (the server calls this at start); resolves when it is ready. */
export async function warmSentenceEncoder(): Promise<void> {
  encoder ??= startSentenceEncoder();
  await encoder;
}
