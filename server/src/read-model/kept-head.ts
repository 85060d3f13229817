import { IncomingMessage, ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import { Socket } from 'node:net';

/**
 * The head of a kept answer, checked once and written as one block (docs/read-model.md, "The kept lane").
 *
 * `writeHead(status, headers)` checks every name and value for forbidden characters on every request; a
 * kept answer's twenty-odd headers are the same for every request of a line, so those checks (and the
 * joining of each header) were a measurable part of its CPU. Headers set one by one (`setHeader`) are
 * checked as they are set and not again when the head is written: the kept head is handed to Node in that
 * slot, its fixed headers joined into one value once, after the same checks Node makes.
 */

/** Headers Node reads to frame the answer (its length, keep-alive, its own Date): always handed over one by one. */
const FRAMING = new Set([
  'connection',
  'transfer-encoding',
  'content-length',
  'date',
  'expect',
  'trailer',
  'keep-alive',
]);

/**
 * Node's slot for headers set one by one, found by its name. Were a later Node to name or use it otherwise,
 * the head is written with `writeHead` and its checks, as before (the tests check both ways).
 */
const OUT_HEADERS: symbol | undefined = Object.getOwnPropertySymbols(
  new ServerResponse(new IncomingMessage(new Socket())),
).find((symbol) => symbol.description === 'kOutHeaders');

/** A kept answer's fixed headers: as Node takes them (name, value, …) and as one checked block. */
export interface KeptHead {
  readonly headers: readonly string[];
  /** Node's header slot's contents for these headers (name → [name, value]); the per-request ones go on top. */
  readonly slot: Readonly<Record<string, readonly [string, string]>> | null;
}

/** Checks each header as Node would (it throws on a forbidden character) and joins the fixed ones once. */
export function keptHead(headers: readonly string[], options: { fallback?: boolean } = {}): KeptHead {
  const lines: string[] = [];
  const slot: Record<string, readonly [string, string]> = Object.create(null);
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i]!.toLowerCase();
    const value = headers[i + 1]!;
    validateHeaderName(name);
    validateHeaderValue(name, value);
    if (FRAMING.has(name)) slot[name] = [name, value];
    else lines.push(name, value);
  }
  if (lines.length) {
    const rest = [];
    for (let i = 2; i < lines.length; i += 2) rest.push(`\r\n${lines[i]}: ${lines[i + 1]}`);
    slot[lines[0]!] = [lines[0]!, lines[1]! + rest.join('')];
  }
  return { headers, slot: OUT_HEADERS && !options.fallback ? slot : null };
}

/**
 * Writes the head: the fixed headers, then `name: value` and any more per-request headers (name, value, …).
 * Per-request values are not checked here: the caller sends only tokens (a request id `requestIdOf` made
 * or accepted, numbers).
 */
export function writeKeptHead(
  res: ServerResponse,
  status: number,
  head: KeptHead,
  name: string,
  value: string,
  more?: readonly string[] | null,
): void {
  if (!head.slot) {
    res.writeHead(status, more?.length ? head.headers.concat(name, value, more) : head.headers.concat(name, value));
    return;
  }
  let joined = value;
  if (more) for (let i = 0; i < more.length; i += 2) joined += `\r\n${more[i]}: ${more[i + 1]}`;
  const slot = Object.create(head.slot) as Record<string, readonly [string, string]>;
  slot[name] = [name, joined];
  (res as unknown as Record<symbol, unknown>)[OUT_HEADERS!] = slot;
  res.writeHead(status);
}
