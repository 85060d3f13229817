/** A map that forgets its least recently used entries once their sizes add up to more than `maxBytes`. */
export class ByteLru<V extends { size: number }> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly onEvict: (key: string) => void = () => undefined,
  ) {}

  #newest: string | undefined;

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // A hot answer read over and over is already the newest: no need to move it.
    if (key !== this.#newest) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
      this.#newest = key;
    }
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    if (value.size > this.maxBytes) return;
    this.#entries.set(key, value);
    this.#newest = key;
    this.#bytes += value.size;
    while (this.#bytes > this.maxBytes) {
      const oldest = this.#entries.keys().next().value as string;
      this.delete(oldest);
      this.onEvict(oldest);
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    if (key === this.#newest) this.#newest = undefined;
    this.#bytes -= value.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }
}
