import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';

/**
 * PGlite in a worker thread of its own (pglite-worker.mjs, decision 0037), reached through the PostgreSQL
 * wire protocol: `connect()` gives a stream for `pg` (its `stream` option), so the embedded database goes
 * through the same `pg` pool and drizzle driver as PostgreSQL, and PGlite's work never blocks the event loop.
 */
export interface PgliteThread {
  /** A new connection, as a socket-like stream for `new pg.Client({ stream })`. */
  connect(): Duplex;
  /** A copy of the data folder (`dumpDataDir('none')`), to start another PGlite from. */
  dumpDataDir(): Promise<Blob>;
  /** Closes PGlite (flushing it to disk) and ends the thread. */
  close(): Promise<void>;
}

export interface PgliteThreadOptions {
  /** A folder on disk, or null for an in-memory database. */
  dataDir: string | null;
  /** Start from a copy of another PGlite's data (its `dumpDataDir()`). */
  loadDataDir?: Blob;
}

type Reply = { type: 'reply'; id: number; value?: unknown; error?: string };
type WorkerMessage = { type: 'ready' } | { type: 'failed'; error: string } | Reply;

/** A connection to the worker over a MessagePort, shaped like the net.Socket `pg` expects. */
class WorkerConnection extends Duplex {
  private readonly port: MessagePort;
  private outgoing: Buffer[] = [];

  constructor(private readonly worker: Worker) {
    super({ allowHalfOpen: false });
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker.postMessage({ type: 'connect', port: port2 }, [port2]);
    this.port.on('message', (bytes: Uint8Array) => this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
    this.port.on('close', () => this.push(null));
  }

  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    this.port.ref();
    return this;
  }

  unref(): this {
    this.port.unref();
    return this;
  }

  override _read(): void {}

  /** `pg` writes a query as several messages in one tick: they cross to the worker as one. */
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.outgoing.length === 0) queueMicrotask(() => this.flushOutgoing());
    this.outgoing.push(chunk);
    callback();
  }

  private flushOutgoing(): void {
    if (this.outgoing.length === 0) return;
    const bytes = new Uint8Array(Buffer.concat(this.outgoing));
    this.outgoing = [];
    this.port.postMessage(bytes, [bytes.buffer]);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flushOutgoing();
    this.port.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.port.close();
    callback(error);
  }
}

export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const loadDataDir = options.loadDataDir ? { bytes: new Uint8Array(await options.loadDataDir.arrayBuffer()), type: options.loadDataDir.type } : undefined;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, loadDataDir },
    transferList: loadDataDir ? [loadDataDir.bytes.buffer as ArrayBuffer] : [],
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') reject(new Error(`PGlite did not start: ${message.error}`));
      else {
        const call = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) call?.reject(new Error(message.error));
        else call?.resolve(message.value);
      }
    });
    worker.on('error', (error) => {
      failure = error;
      reject(error);
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
    });
  });
  const request = (type: 'dump' | 'close'): Promise<unknown> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ type, id });
    });
  };
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    connect: () => new WorkerConnection(worker),
    async dumpDataDir() {
      const { bytes, type } = (await request('dump')) as { bytes: Uint8Array; type: string };
      return new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
    },
    async close() {
      try {
        await request('close');
      } finally {
        await worker.terminate();
      }
    },
  };
}
