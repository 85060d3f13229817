import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import type { DayPrayerView } from '@core/prayer/prayer.types.js';
import { apiCall, apiLogin, registerMasjidViaApi, type RegisteredMasjid } from '../support/admin.js';
import type { RunningServer } from '../support/server.js';
import { nextFridays } from '@core/content/fridays.js';
import { scheduleAt } from '@core/dashboard/prayer-schedule.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';

/** Shared by the public-* and widgets-* browser tests: masjids seeded through the real server's API. */
export const XSS = '<img src=x onerror=alert(1)>';
export const CHICAGO = {
  latitude: 41.8781,
  longitude: -87.6298,
  timezone: -6,
  timezoneId: 'America/Chicago',
  timezoneName: 'Central Time',
};

export interface SeededMasjid extends RegisteredMasjid {
  token: string;
}

export async function seedMasjid(
  server: RunningServer,
  options: {
    name: string;
    url: string;
    email: string;
    timetable?: boolean;
    content?: (companyId: string) => Record<string, unknown>;
  },
): Promise<SeededMasjid> {
  const masjid = await registerMasjidViaApi(server, {
    name: options.name,
    url: options.url,
    email: options.email,
    active: true,
    address: { street: '100 Main Street', city: 'Chicago', state: 'IL', zip: '60601' },
  });
  const token = await apiLogin(server, masjid.email, masjid.password);
  if (options.timetable !== false) {
    const created = await apiCall(server, 'POST', '/api/prayer/config/create?generateIqamah=true', {
      token,
      body: {
        companyId: masjid.companyId,
        location: 'Chicago, IL',
        calculationMethod: 2,
        asrJuristicMethod: 0,
        geoCode: CHICAGO,
      },
    });
    if (created.status !== 200) throw new Error(`timetable of ${options.name}: ${created.status} ${created.text}`);
  }
  if (options.content) {
    const saved = await apiCall(server, 'PUT', '/api/companies/central-control', {
      token,
      body: { companyId: masjid.companyId, version: 0, ...options.content(masjid.companyId) },
    });
    if (saved.status !== 200) throw new Error(`content of ${options.name}: ${saved.status} ${saved.text}`);
  }
  return { ...masjid, token };
}

/** Content with something on every slide, and HTML-like text in every field a masjid writes. */
export function richContent(today: string) {
  return {
    customConfigurations: [
      { name: 'clock_type', value: '2' },
      { name: 'jumah_prayer', value: '1:30 pm and 2:30 pm' },
      // These tests are about the table and the slides at whatever time they run: no full-screen phase card
      // may cover them (the phases have their own tests, dashboard-phases.test.ts).
      { name: 'prayer_phases', value: '{"enabled":false}' },
    ],
    funds: [
      { name: `Roof ${XSS}`, goal: 25000, current: 12000, pledge: 3000, endDate: '2027-06-30', enabled: true },
      { name: 'Youth programs', goal: 8000, current: 6100, pledge: 0, endDate: null, enabled: true },
      { name: 'Library', goal: 2000, current: 500, pledge: 0, endDate: null, enabled: true },
      { name: 'Hidden fund', goal: 1, current: 0, pledge: 0, endDate: null, enabled: false },
    ],
    expenses: [
      { lineItem: 'Electricity', amount: 310.25, enabled: true },
      { lineItem: 'Cleaning', amount: 600, enabled: true },
      { lineItem: 'Hidden line', amount: 1, enabled: false },
    ],
    expenseSheets: [
      {
        name: 'Ramadan iftar',
        description: 'Nightly iftar',
        enabled: true,
        rows: [
          { order: 1, label: 'Dates', value: '$1,200' },
          { order: 2, label: 'Rice', value: '$900' },
        ],
      },
      { name: 'Hidden sheet', description: '', enabled: false, rows: [{ order: 1, label: 'x', value: 'y' }] },
    ],
    // Jumu'ah dates are Fridays (docs/volunteer.md): the coming one.
    jummahs: [{ khateeb: XSS, session: 1, date: nextFridays(today, 1)[0]!, enabled: true }],
    announcements: [
      {
        title: `Open day ${XSS}`,
        text: 'Everyone is welcome.',
        image: null,
        startDate: null,
        endDate: null,
        enabled: true,
      },
    ],
    reminders: [{ text: 'Keep the car park clear.', reference: 'Committee', enabled: true }],
  };
}

export async function dashboardData(server: RunningServer, url: string, days = 2): Promise<DashboardData> {
  const res = await apiCall(server, 'GET', `/api/dashboard/${url}?days=${days}`);
  if (res.status !== 200) throw new Error(`dashboard ${url}: ${res.status} ${res.text}`);
  return res.json as DashboardData;
}

/**
 * The day a live dashboard or widget shows now: today's, or tomorrow's once today's Isha iqama has passed
 * (docs/prayer-table.md). Tests that read a live table compare it with this, so they hold at any hour.
 */
export async function shownDayView(
  server: RunningServer,
  companyId: string,
  zone = 'America/Chicago',
): Promise<DayPrayerView> {
  const now = Date.now();
  const days = await dayViews(server, companyId, zonedNow(zone, now).date, 2);
  const shown = scheduleAt(days, zone, now).shown;
  if (!shown) throw new Error(`no day shown for ${companyId}`);
  return shown;
}

export async function dayViews(
  server: RunningServer,
  companyId: string,
  from: string,
  count: number,
): Promise<DayPrayerView[]> {
  const res = await apiCall(server, 'GET', `/api/prayer/companyId/${companyId}/days?from=${from}&count=${count}`);
  if (res.status !== 200) throw new Error(`days of ${companyId}: ${res.status} ${res.text}`);
  return res.json.target as DayPrayerView[];
}
