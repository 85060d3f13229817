import type { DashboardData, DashboardLoad } from '@core/dashboard/dashboard-data.js';

/**
 * The public page's own copy of its last dashboard answer, so the installed page opens without a network
 * and says how old its times are (docs/outside-the-hall.md). Kept in localStorage per masjid; a full or
 * unavailable storage only means no copy.
 */
interface SavedCopy {
  data: DashboardData;
  fetchedAt: string;
  /** The server's clock minus this device's when it was fetched, so an offline clock check stays right. */
  clockOffsetMs: number;
}

const keyOf = (companyUrl: string) => `minaret.offline.dashboard.${companyUrl.toLowerCase()}`;

export function saveOfflineCopy(companyUrl: string, load: DashboardLoad, now = Date.now()): void {
  const serverTime = Date.parse(load.data.serverTime);
  const copy: SavedCopy = {
    data: load.data,
    fetchedAt: load.fetchedAt,
    clockOffsetMs: Number.isFinite(serverTime) ? serverTime - now : 0,
  };
  try {
    localStorage.setItem(keyOf(companyUrl), JSON.stringify(copy));
  } catch {
    // Storage full or switched off: the page works online as before.
  }
}

/** The saved copy as an offline answer, its server clock carried forward to now; null when there is none. */
export function readOfflineCopy(companyUrl: string, now = Date.now()): DashboardLoad | null {
  try {
    const text = localStorage.getItem(keyOf(companyUrl));
    if (!text) return null;
    const copy = JSON.parse(text) as SavedCopy;
    if (!copy?.data || typeof copy.fetchedAt !== 'string') return null;
    return {
      data: { ...copy.data, serverTime: new Date(now + (copy.clockOffsetMs || 0)).toISOString() },
      offline: true,
      fetchedAt: copy.fetchedAt,
    };
  } catch {
    return null;
  }
}
