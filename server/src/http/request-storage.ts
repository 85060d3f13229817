import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A value that follows one request's asynchronous work (AsyncLocalStorage), switched off whenever no
 * request holds one. On Node 20 a live AsyncLocalStorage runs a hook for every asynchronous resource the
 * process creates, the socket writes of a kept answer included; switched off, a kept answer does not pay
 * for it (docs/read-model.md, "The kept lane"). So `run` takes asynchronous work only, and the value is
 * readable until that work settles: work it starts and does not await must not rely on it.
 */
export class RequestStorage<T> {
  readonly #storage = new AsyncLocalStorage<T>();
  #running = 0;

  async run<R>(value: T, work: () => Promise<R>): Promise<R> {
    this.#running += 1;
    try {
      return await this.#storage.run(value, work);
    } finally {
      this.#running -= 1;
      if (this.#running === 0) this.#storage.disable();
    }
  }

  /** The value of the run this code belongs to; undefined outside any run. */
  get(): T | undefined {
    return this.#storage.getStore();
  }

  /** Whether the storage is switched on (some run has not settled yet). */
  get active(): boolean {
    return this.#running > 0;
  }
}
