/**
 * What the kept lane remembers per request line (`/path?query`, as sent). Any query string makes a new
 * line, so the memory is bounded: past `max` lines it starts again empty, and the lines still read are
 * remembered again on their next read through the app (docs/read-model.md, "The kept lane").
 */
export class RequestLines<T> {
  readonly #lines = new Map<string, T>();

  constructor(private readonly max = 10_000) {}

  get(line: string): T | undefined {
    return this.#lines.get(line);
  }

  set(line: string, value: T): void {
    if (this.#lines.size >= this.max && !this.#lines.has(line)) this.#lines.clear();
    this.#lines.set(line, value);
  }

  delete(line: string): void {
    this.#lines.delete(line);
  }
}
