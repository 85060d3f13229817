/**
 * The prayer-times iCalendar feed (docs/outside-the-hall.md), read back with ical.js, a maintained
 * iCalendar parser: the events must land at the instants the masjid's timetable shows, across a change
 * of daylight saving time, with the options asked for.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { PRAYER_DAY, SAVE_PRAYER_SETTINGS } from '@core/http/contract/prayer.js';
import { CALENDAR_FEED } from '@core/http/contract/calendar-feed.js';
import { SAVE_OCCASIONS } from '@core/http/contract/occasions.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let hidden: Awaited<ReturnType<TestContext['registerMasjid']>>;

// 1 March 2026: New York changes to daylight time on 8 March, inside the feed's twelve months.
const NOW = '2026-03-01T15:00:00Z';

beforeAll(async () => {
  t = await createTestContext({ now: NOW });
  own = await t.registerMasjid('Masjid Feed, Queens', { url: 'feedmasjid', active: true });
  hidden = await t.registerMasjid('Masjid Feed Hidden', { url: 'feedhidden' });
  for (const masjid of [own, hidden]) await t.createNewYorkTimetable(masjid);
  const version = (await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'feedmasjid' } }, { token: own.token })).json
    .version;
  const saved = await t.call(
    SAVE_CENTRAL_CONTROL,
    {
      body: {
        companyId: own.companyId,
        version: version!,
        jummahs: [{ khateeb: 'Imam Ali', date: '2026-03-06', enabled: true }],
      },
    },
    { token: own.token },
  );
  expect(saved.status, saved.text).toBe(200);
});
afterAll(() => t.close());

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events };
}

/** The UTC instant of a day's 'HH:mm' cell, given the zone's offset that day in hours. */
function instant(date: string, time: string, offsetHours: number): string {
  return new Date(Date.parse(`${date}T${time}:00Z`) - offsetHours * 3_600_000).toISOString();
}

async function dayTimes(date: string) {
  const [, month, day] = date.split('-');
  const res = await t.call(PRAYER_DAY, {
    params: { companyId: own.companyId, month: Number(month), day: Number(day) },
  });
  expect(res.status).toBe(200);
  return (res.json.target ?? res.json) as unknown as Record<string, string>;
}

describe('prayer times feed', () => {
  it("is a valid iCalendar feed of the next twelve months with the masjid's time zone", async () => {
    const res = await t.call(CALENDAR_FEED, { params: { companyUrl: 'feedmasjid' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const { calendar, events } = parse(res.text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain('Queens prayer times');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/New_York');
    // Five azans and five iqamas a day for 365 days.
    expect(events).toHaveLength(365 * 10);
    // Dates as the masjid's clock shows them (an evening in New York is the next day in UTC).
    const dates = events.map((event) => event.startDate.toString()).sort();
    expect(dates[0]!.slice(0, 10)).toBe('2026-03-01');
    expect(dates.at(-1)!.slice(0, 10)).toBe('2027-02-28');
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    // Escaped text comes back as written.
    expect(events[0]!.location).toBe('Masjid Feed, Queens');
    // RFC 5545: CRLF line ends, no line longer than 75 octets.
    expect(res.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(res.text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('places each event at the instant the timetable shows, before and after daylight saving starts', async () => {
    const { events } = parse((await t.call(CALENDAR_FEED, { params: { companyUrl: 'feedmasjid' } })).text);
    const find = (uid: string) => events.find((event) => event.uid === uid)!;
    for (const [date, offset] of [
      ['2026-03-02', -5],
      ['2026-03-10', -4],
    ] as const) {
      const times = await dayTimes(date);
      const fajr = find(`${date}-fajr-azan@feedmasjid.minaret`);
      expect(fajr.startDate.toJSDate().toISOString()).toBe(instant(date, times.fajr!, offset));
      expect(fajr.startDate.zone?.tzid).toBe('America/New_York');
      const ishaIqama = find(`${date}-isha-iqama@feedmasjid.minaret`);
      expect(ishaIqama.startDate.toJSDate().toISOString()).toBe(instant(date, times.ishaIqama!, offset));
      expect(ishaIqama.summary).toBe('Isha iqama');
    }
  });

  it("names Friday's Dhuhr Jumu'ah with its khateeb", async () => {
    const { events } = parse((await t.call(CALENDAR_FEED, { params: { companyUrl: 'feedmasjid' } })).text);
    const friday = events.find((event) => event.uid === '2026-03-06-dhuhr-iqama@feedmasjid.minaret')!;
    expect(friday.summary).toBe("Jumu'ah iqama");
    expect(friday.description).toContain('Khateeb: Imam Ali.');
    const thursday = events.find((event) => event.uid === '2026-03-05-dhuhr-iqama@feedmasjid.minaret')!;
    expect(thursday.summary).toBe('Dhuhr iqama');
  });

  it('carries only the prayers and times asked for, with a reminder alarm', async () => {
    const res = await t.call(CALENDAR_FEED, {
      params: { companyUrl: 'feedmasjid' },
      query: { prayers: 'fajr,sunrise', times: 'iqama', reminder: '10' },
    });
    expect(res.status).toBe(200);
    const { events } = parse(res.text);
    // Sunrise has no iqama: only Fajr's iqama remains.
    expect(events).toHaveLength(365);
    expect(new Set(events.map((event) => event.summary))).toEqual(new Set(['Fajr iqama']));
    const alarms = events[0]!.component.getAllSubcomponents('valarm');
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.getFirstPropertyValue('trigger')!.toString()).toBe('-PT10M');
    expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY');

    const azans = parse(
      (
        await t.call(CALENDAR_FEED, {
          params: { companyUrl: 'feedmasjid' },
          query: { prayers: 'sunrise', times: 'azan' },
        })
      ).text,
    ).events;
    expect(azans).toHaveLength(365);
    expect(azans[0]!.component.getAllSubcomponents('valarm')).toHaveLength(0);
  });

  it('refuses options it does not know', async () => {
    for (const query of ['prayers=fajr,tahajjud', 'times=adhan', 'reminder=500', 'reminder=-5']) {
      const res = await t.raw(
        'options the query schema refuses',
        'GET',
        `/api/companies/url/feedmasjid/prayer-times.ics?${query}`,
      );
      expect(res.status, query).toBe(400);
    }
    // An option it does not know is not silently dropped: a typo would give a feed the user did not ask for.
    for (const query of ['prayer=fajr', 'prayers=fajr&reminders=10', 'utm_source=newsletter']) {
      const res = await t.raw(
        'options the query schema does not know',
        'GET',
        `/api/companies/url/feedmasjid/prayer-times.ics?${query}`,
      );
      expect(res.status, query).toBe(400);
      const unknown = query.split('&').at(-1)!.split('=')[0]!;
      expect(res.json.fieldErrors._, query).toBe(
        `Unknown option ${unknown}; the options are prayers, times and reminder`,
      );
    }
  });

  it('is kept ready and revalidated with its ETag, and follows a timetable change at once', async () => {
    const first = await t.call(CALENDAR_FEED, {
      params: { companyUrl: 'feedmasjid' },
      query: { prayers: 'fajr', times: 'azan' },
    });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.app.request('/api/companies/url/feedmasjid/prayer-times.ics?prayers=fajr&times=azan', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);

    const before = parse(first.text).events.find((event) => event.uid === '2026-03-02-fajr-azan@feedmasjid.minaret')!;
    const moved = await t.call(
      SAVE_PRAYER_SETTINGS,
      { params: { companyId: own.companyId }, body: { prayerOffsetMinutes: [7, 0, 0, 0, 0, 0, 0] } },
      { token: own.token },
    );
    expect(moved.status, moved.text).toBe(200);
    const after = await t.call(CALENDAR_FEED, {
      params: { companyUrl: 'feedmasjid' },
      query: { prayers: 'fajr', times: 'azan' },
    });
    expect(after.headers.get('etag')).not.toBe(etag);
    const later = parse(after.text).events.find((event) => event.uid === '2026-03-02-fajr-azan@feedmasjid.minaret')!;
    expect(later.startDate.toJSDate().getTime() - before.startDate.toJSDate().getTime()).toBe(7 * 60_000);
  });

  it('shows a masjid that is not public only to its own admins', async () => {
    expect((await t.call(CALENDAR_FEED, { params: { companyUrl: 'feedhidden' } })).status).toBe(404);
    expect((await t.call(CALENDAR_FEED, { params: { companyUrl: 'feedhidden' } }, { token: own.token })).status).toBe(
      404,
    );
    const ownAdmin = await t.call(CALENDAR_FEED, { params: { companyUrl: 'feedhidden' } }, { token: hidden.token });
    expect(ownAdmin.status).toBe(200);
    expect(ownAdmin.headers.get('cache-control')).toBe('private, no-store');
    expect((await t.call(CALENDAR_FEED, { params: { companyUrl: 'nosuchmasjid' } })).status).toBe(404);
  });

  it("gives a masjid's Jumu'ah sessions their khutbah and salah, with each session's khateeb, and its Eid prayers", async () => {
    const saved = await t.call(
      SAVE_OCCASIONS,
      {
        params: { companyId: own.companyId },
        body: {
          version: 0,
          jumuahSessions: [
            { khutbah: '12:30', salah: '13:00', language: 'English' },
            { khutbah: '13:45', salah: '', language: 'Urdu' },
          ],
          eidPrayers: [{ eid: 'fitr', date: '2026-03-20', times: ['07:30', '09:00'], place: 'Flushing Meadows park' }],
          ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '' },
        },
      },
      { token: own.token },
    );
    expect(saved.status, saved.text).toBe(200);
    const { events } = parse((await t.call(CALENDAR_FEED, { params: { companyUrl: 'feedmasjid' } })).text);
    const on = (date: string) => events.filter((event) => event.startDate.toString().startsWith(date));
    const friday = on('2026-03-06').map((event) => [
      event.summary,
      event.startDate.toString().slice(11, 16),
      event.description,
    ]);
    expect(friday.filter(([summary]) => String(summary).startsWith("Jumu'ah"))).toEqual([
      ["Jumu'ah (session 1) khutbah", '12:30', expect.stringContaining('Imam Ali')],
      ["Jumu'ah (session 1) salah", '13:00', expect.stringContaining('In English.')],
      // The second session gave no salah time: only its khutbah is written.
      ["Jumu'ah (session 2) khutbah", '13:45', expect.stringContaining('In Urdu.')],
    ]);
    expect(friday.some(([summary]) => summary === 'Dhuhr azan')).toBe(false);
    const eid = on('2026-03-20').filter((event) => event.summary === 'Eid al-Fitr prayer');
    expect(eid.map((event) => event.startDate.toString().slice(11, 16))).toEqual(['07:30', '09:00']);
    expect(eid[0]!.location).toBe('Flushing Meadows park');
  });
});
