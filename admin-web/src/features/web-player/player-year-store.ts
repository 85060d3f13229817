import type { DashboardData } from '@core/dashboard/dashboard-data.js';

/**
 * The web player's saved year of dashboard data (docs/screens.md, "A whole year offline"): the last good
 * answer of `?days=366`, kept in IndexedDB (a year is 178 KB and more with announcement pictures, too much for localStorage's few
 * MB shared with the page, and IndexedDB works on a plain-http server too, where Cache Storage does not).
 */
export interface YearCopy {
  data: DashboardData;
  /** This device's clock when the answer arrived. */
  fetchedAt: string;
  /** The server's clock minus this device's then, so the saved copy's clock check stays right offline. */
  clockOffsetMs: number;
}

export interface YearStore {
  read(companyUrl: string): Promise<YearCopy | null>;
  write(companyUrl: string, copy: YearCopy): Promise<void>;
}

const DB_NAME = 'minaret-player';
const STORE = 'year';

function request<T>(make: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(STORE, mode);
      const asked = make(tx.objectStore(STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(asked.result);
      };
      tx.onerror = tx.onabort = () => {
        db.close();
        reject(tx.error ?? asked.error);
      };
    };
  });
}

const keyOf = (companyUrl: string) => companyUrl.toLowerCase();

/** The browser's IndexedDB; a browser without it (or refusing it) keeps nothing, and the page works online. */
export const indexedDbYearStore: YearStore = {
  async read(companyUrl) {
    if (typeof indexedDB === 'undefined') return null;
    try {
      const copy = (await request((store) => store.get(keyOf(companyUrl)), 'readonly')) as YearCopy | undefined;
      return copy?.data && typeof copy.fetchedAt === 'string' && Array.isArray(copy.data.days) ? copy : null;
    } catch {
      return null;
    }
  },
  async write(companyUrl, copy) {
    if (typeof indexedDB === 'undefined') return;
    await request((store) => store.put(copy, keyOf(companyUrl)), 'readwrite');
  },
};
