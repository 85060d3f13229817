/**
 * Each followed masjid's year of days, kept in IndexedDB (docs/outside-the-hall.md, "Following"): about
 * 0.5 MB of JSON a masjid, more than localStorage should hold, so the app's home works offline for a year.
 */
import type { V1Day } from '@core/public-api/v1-answers.js';

export interface KeptYear {
  /** The masjid's url, lower case: the record's key. */
  url: string;
  days: V1Day[];
  /** When the first month (from the masjid's today) was last fetched, ms. */
  headFetchedAt: number;
  /** When the rest of the year was last fetched whole, ms; 0 until it has been. */
  tailFetchedAt: number;
}

const DATABASE = 'minaret-following';
const STORE = 'years';

let opened: Promise<IDBDatabase> | null = null;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'url' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB cannot be opened'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export const keyOf = (url: string) => url.toLowerCase();

export async function readKeptYear(url: string): Promise<KeptYear | null> {
  return ((await run('readonly', (store) => store.get(keyOf(url)))) as KeptYear | undefined) ?? null;
}

export async function writeKeptYear(year: KeptYear): Promise<void> {
  await run('readwrite', (store) => store.put(year));
}

export async function forgetKeptYear(url: string): Promise<void> {
  await run('readwrite', (store) => store.delete(keyOf(url)));
}

/**
 * The kept days with a fresh run of days laid over them (the fresh ones win, date by date), in date order.
 * Days before `keepFrom` are dropped: the past is not needed, and the record stays a year long.
 */
export function mergeDays(kept: readonly V1Day[], fresh: readonly V1Day[], keepFrom: string | null): V1Day[] {
  const byDate = new Map<string, V1Day>();
  for (const day of kept) byDate.set(day.date, day);
  for (const day of fresh) byDate.set(day.date, day);
  return [...byDate.values()]
    .filter((day) => keepFrom === null || day.date >= keepFrom)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
