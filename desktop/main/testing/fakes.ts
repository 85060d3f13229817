/**
 * Fakes of the Electron objects the main-process modules receive. Each records what was called, so a
 * test asserts behaviour (what the module did to Electron), not how it did it.
 */
import { EventEmitter } from 'node:events';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { NO_IQAMA_CHANGES } from '@core/dashboard/day-entry.fixture.js';
import type { DayPrayerView } from '@core/prayer/prayer.types.js';
import type { Logger } from '../logger.js';
import type { KeyValueStore } from '../settings.js';

export interface RecordingLogger extends Logger {
  lines: string[];
}

export function recordingLogger(): RecordingLogger {
  const lines: string[] = [];
  const push = (level: string) => (message: string) => void lines.push(`${level} ${message}`);
  return { lines, info: push('info'), warn: push('warn'), error: push('error') };
}

/** electron-store in memory; `values` shows what was written. */
export function memoryStore(
  initial: Record<string, unknown> = {},
): KeyValueStore & { values: Map<string, unknown>; writes: number } {
  const values = new Map(Object.entries(initial));
  const store = {
    values,
    writes: 0,
    get: (key: string) => values.get(key),
    setAll(entries: Record<string, unknown>) {
      store.writes += 1;
      for (const [key, value] of Object.entries(entries)) values.set(key, value);
    },
  };
  return store;
}

/** An event that may be cancelled, like Electron's. */
export function cancellable() {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

export class FakeWebContents extends EventEmitter {
  calls: string[] = [];
  destroyed = false;
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  loaded: string[] = [];
  reload() {
    this.calls.push('reload');
  }
  forcefullyCrashRenderer() {
    this.calls.push('forcefullyCrashRenderer');
  }
  isDestroyed() {
    return this.destroyed;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }) {
    this.windowOpenHandler = handler;
  }
  async loadURL(url: string) {
    this.loaded.push(url);
  }
}

export class FakeWindow extends EventEmitter {
  calls: string[] = [];
  minimized = false;
  visible = true;
  kiosk = true;
  alwaysOnTop = false;
  focused = true;
  destroyed = false;
  webContents = new FakeWebContents();
  constructor(readonly options: unknown) {
    super();
  }
  removeMenu() {
    this.calls.push('removeMenu');
  }
  setMenuBarVisibility(visible: boolean) {
    this.calls.push(`setMenuBarVisibility(${visible})`);
  }
  show() {
    this.calls.push('show');
    this.visible = true;
  }
  focus() {
    this.calls.push('focus');
    this.focused = true;
  }
  restore() {
    this.calls.push('restore');
    this.minimized = false;
  }
  isMinimized() {
    return this.minimized;
  }
  isVisible() {
    return this.visible;
  }
  isFocused() {
    return this.focused;
  }
  isDestroyed() {
    return this.destroyed;
  }
  isKiosk() {
    return this.kiosk;
  }
  setKiosk(flag: boolean) {
    this.calls.push(`setKiosk(${flag})`);
    this.kiosk = flag;
  }
  isAlwaysOnTop() {
    return this.alwaysOnTop;
  }
  setAlwaysOnTop(flag: boolean, level?: string) {
    this.calls.push(level ? `setAlwaysOnTop(${flag}, ${level})` : `setAlwaysOnTop(${flag})`);
    this.alwaysOnTop = flag;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Consecutive ISO days from `first` (UTC arithmetic: no dependence on the test machine's zone). */
export function isoDays(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(start + index * 86_400_000);
    return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  });
}

export function dayView(date: string, index = 0): DayPrayerView {
  const minute = pad(index % 60);
  return {
    date,
    fajr: `05:${minute}`,
    fajrIqama: '05:45',
    sunrise: `06:${minute}`,
    dhuhr: `12:${minute}`,
    dhuhrIqama: '13:15',
    asr: `15:${minute}`,
    asrIqama: '16:00',
    maghrib: `18:${minute}`,
    maghribIqama: `18:${minute}`,
    isha: `19:${minute}`,
    ishaIqama: '20:15',
    hijriString: '1448/06/01',
    ...NO_IQAMA_CHANGES,
  };
}

/** A dashboard answer whose days start at `firstDay`. */
export function dashboardData(options: {
  firstDay: string;
  days: number;
  serverTime?: string;
  companyUrl?: string;
  timezoneId?: string;
}): DashboardData {
  const companyUrl = options.companyUrl ?? 'masjidnoor';
  return {
    company: {
      id: 'c1',
      name: 'Masjid Noor',
      url: companyUrl,
      website: 'https://noor.example.org',
      active: true,
      expirationDate: null,
      address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    } as DashboardData['company'],
    customConfigurations: [{ name: 'max_offline_days', value: '3' }],
    centralControl: {
      id: 'cc1',
      companyId: 'c1',
      customConfigurations: [],
      funds: [],
      expenses: [],
      expenseSheets: [],
      jummahs: [],
      announcements: [],
      reminders: [],
    } as unknown as DashboardData['centralControl'],
    timezoneId: options.timezoneId ?? 'America/Chicago',
    days: isoDays(options.firstDay, options.days).map(dayView),
    reminders: { rod: null, hod: null, custom: [] },
    serverTime: options.serverTime ?? `${options.firstDay}T15:00:00.000Z`,
  };
}

/** A fetch that answers from a table of URL -> handler, and records every URL asked for. */
export function fakeFetch(routes: Record<string, (url: string) => Response | Promise<Response>>) {
  const requested: string[] = [];
  const fetch = async (url: string, init: { signal: AbortSignal }) => {
    requested.push(url);
    const path = new URL(url).pathname;
    const handler = Object.entries(routes).find(([prefix]) => path === prefix || path.startsWith(prefix))?.[1];
    if (!handler) throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    if (init.signal.aborted) throw new DOMException('aborted', 'AbortError');
    return handler(url);
  };
  return { fetch, requested };
}

export const unreachable = () => {
  throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
};
