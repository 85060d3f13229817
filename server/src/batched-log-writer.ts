import fs from 'node:fs';

/** A batch is handed to the file once this many bytes wait, or at the latest after FLUSH_EVERY_MS. */
export const LOG_BUFFER_BYTES = 16 * 1024;
export const FLUSH_EVERY_MS = 500;
/** Room for a batch plus the line that tips it over LOG_BUFFER_BYTES; a longer line gets a buffer of its own. */
const BUFFER_BYTES = 4 * LOG_BUFFER_BYTES;
/** Emptied buffers kept for reuse: enough for the batches that gather while one write is under way. */
const KEPT_BUFFERS = 16;
/** How long to wait before writing again to a pipe that is full (EAGAIN), as pino's destination does. */
const BUSY_RETRY_MS = 100;
/** At most this many full-pipe retries when the process is stopping and must write synchronously. */
const STOPPING_RETRIES = 20;

interface Chunk {
  buffer: Buffer;
  start: number;
  end: number;
}

/**
 * Log lines written to a file descriptor asynchronously, in batches, in order, one write at a time; in
 * place of pino's asynchronous destination, which kept waiting lines as strings.
 *
 * Each line is copied into a buffer at once and the buffers are reused, so nothing of a line outlives V8's
 * young generation and nothing new is allocated per batch. Under load, lines kept as strings (or as new
 * buffers) until their write came round piled up by megabytes a second, and V8 ran a full collection,
 * with every connection waiting on it, every two seconds (docs/read-model.md, "The log").
 */
export class BatchedLogWriter {
  #free: Buffer[] = [];
  #filling: Buffer | undefined;
  #filled = 0;
  #waiting: Chunk[] = [];
  #writing: Chunk[] | undefined;
  #flushed: ((error?: Error) => void)[] = [];
  #timer: NodeJS.Timeout | undefined;
  readonly #onExit = () => {
    try {
      this.flushSync();
    } catch {
      // The process is ending either way; a log that cannot be written must not change how.
    }
  };

  constructor(private readonly fd: number) {
    process.prependListener('exit', this.#onExit);
  }

  write(line: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit, so a line this short fits without measuring it.
    const room = line.length * 3;
    if (this.#filling && this.#filled + room > this.#filling.length) this.#handOn();
    if (room > BUFFER_BYTES) {
      this.#handOn();
      const buffer = Buffer.from(line);
      this.#queue({ buffer, start: 0, end: buffer.length });
      return;
    }
    this.#filling ??= this.#free.pop() ?? Buffer.allocUnsafe(BUFFER_BYTES);
    this.#filled += this.#filling.write(line, this.#filled);
    if (this.#filled >= LOG_BUFFER_BYTES) this.#handOn();
    // One timer at a time, not one set and cleared per batch: a batch handed on early leaves it less to find.
    else if (!this.#timer) this.#timer = setTimeout(this.#onTimer, FLUSH_EVERY_MS).unref();
  }

  /** Calls `done` once every line written so far is in the file. */
  flush(done: (error?: Error) => void): void {
    this.#handOn();
    if (!this.#writing) process.nextTick(done);
    else this.#flushed.push(done);
  }

  /**
   * Writes out what waits, synchronously, for a process that is about to exit. A batch whose asynchronous
   * write is under way is left to it (docs/security.md, "Logs": what an abrupt stop can lose).
   */
  flushSync(): void {
    this.#handOn();
    let retries = 0;
    while (this.#waiting.length) {
      const chunk = this.#waiting[0]!;
      try {
        chunk.start += fs.writeSync(this.fd, chunk.buffer, chunk.start, chunk.end - chunk.start);
      } catch (error) {
        if (!isBusy(error) || ++retries > STOPPING_RETRIES) throw error;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, BUSY_RETRY_MS);
        continue;
      }
      if (chunk.start >= chunk.end) this.#release(this.#waiting.shift()!);
    }
  }

  readonly #onTimer = () => {
    this.#timer = undefined;
    this.#handOn();
  };

  #handOn(): void {
    if (!this.#filling || !this.#filled) return;
    this.#queue({ buffer: this.#filling, start: 0, end: this.#filled });
    this.#filling = undefined;
    this.#filled = 0;
  }

  #queue(chunk: Chunk): void {
    this.#waiting.push(chunk);
    if (!this.#writing) this.#writeNext();
  }

  /**
   * Everything that waits goes in one `writev`: the write happens on libuv's thread pool, which on a busy
   * machine gets the CPU late, and one batch per round trip fell behind 10,000 lines a second.
   */
  #writeNext(): void {
    const chunks = this.#waiting.splice(0);
    this.#writing = chunks.length ? chunks : undefined;
    if (!this.#writing) {
      for (const done of this.#flushed.splice(0)) done();
      return;
    }
    const views = chunks.map((chunk) => chunk.buffer.subarray(chunk.start, chunk.end));
    fs.writev(this.fd, views, (error, written) => {
      if (error && isBusy(error)) {
        this.#waiting.unshift(...chunks);
        setTimeout(() => this.#writeNext(), BUSY_RETRY_MS).unref();
        return;
      }
      // Any other failure (a closed descriptor, a full disk) loses these batches, not the process.
      let left = error ? Infinity : written;
      const unwritten: Chunk[] = [];
      for (const chunk of chunks) {
        const taken = Math.min(left, chunk.end - chunk.start);
        chunk.start += taken;
        left -= taken;
        if (chunk.start < chunk.end) unwritten.push(chunk);
        else this.#release(chunk);
      }
      this.#waiting.unshift(...unwritten);
      this.#writeNext();
    });
  }

  #release(chunk: Chunk): void {
    if (chunk.buffer.length === BUFFER_BYTES && this.#free.length < KEPT_BUFFERS) this.#free.push(chunk.buffer);
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EAGAIN' || code === 'EBUSY';
}
