/**
 * The registration flow of docs/product-rules.md ("Pages") spans three screens (masjid, first admin, finish); what it
 * carries between them lives in sessionStorage so a reload in the middle does not lose it.
 */
import type { Masjid } from '@core/api-types.js';

export interface PendingRegistration {
  companyId: string;
  companyName: string;
  /** The masjid as registered: Back from the first-admin step shows this form filled in (docs/volunteer.md "Registration"). */
  company?: Masjid;
}

export interface FinishedRegistration {
  email: string;
  companyName: string;
}

const PENDING_KEY = 'minaret.registration.pending';
const FINISHED_KEY = 'minaret.registration.finished';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: the flow still works within this page load
  }
}

export const registrationStore = {
  pending: () => read<PendingRegistration>(PENDING_KEY),
  setPending: (value: PendingRegistration) => write(PENDING_KEY, value),
  finished: () => read<FinishedRegistration>(FINISHED_KEY),
  finish(value: FinishedRegistration) {
    write(PENDING_KEY, null);
    write(FINISHED_KEY, value);
  },
  reset() {
    write(PENDING_KEY, null);
    write(FINISHED_KEY, null);
  },
};
