import { describe, expect, it } from 'vitest';
import type { V1Day } from '@core/public-api/v1-answers.js';
import { mergeDays } from './kept-years.js';
import { followedNow, lastKeptDate } from './next-from-days.js';

/** A day in New York winter time (-05:00), with an iqama 15 minutes after each azan, Isha's after midnight. */
function day(date: string, ishaIqamaNextDay = false): V1Day {
  const moment = (time: string, on = date) => ({ at: `${on}T${time}:00-05:00`, time });
  const next = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const prayer = (azan: string, iqama: string | null, iqamaOn = date) => ({
    azan: moment(azan),
    iqama: iqama ? moment(iqama, iqamaOn) : null,
  });
  return {
    date,
    hijri: { year: 1448, month: 6, day: 1, monthName: 'Jumada al-Akhirah' },
    sunrise: moment('07:05'),
    prayers: {
      fajr: prayer('05:40', '06:00'),
      dhuhr: prayer('12:00', '12:15'),
      asr: prayer('14:30', null),
      maghrib: prayer('16:35', '16:40'),
      isha: ishaIqamaNextDay ? prayer('23:50', '00:05', next) : prayer('18:00', '18:15'),
    },
    ramadan: false,
    ramadanDay: null,
    eid: null,
    eidPrayers: [],
    jumuah: null,
  };
}
const at = (iso: string) => Date.parse(iso);

describe('the next prayer of a followed masjid, from its kept days', () => {
  const days = [day('2026-12-02'), day('2026-12-03')];

  it('is the next azan, and the next iqama of any prayer', () => {
    const now = followedNow(days, at('2026-12-02T13:00:00-05:00'))!;
    expect(now.next).toMatchObject({ prayer: 'asr', date: '2026-12-02' });
    // Asr has no iqama that day: the next iqama is Maghrib's.
    expect(now.nextIqama).toMatchObject({ prayer: 'maghrib', iqama: { time: '16:40' } });
    expect(now.day.date).toBe('2026-12-02');
  });

  it("keeps a prayer's day between its azan and its iqama, and moves to tomorrow after Isha", () => {
    const beforeIqama = followedNow(days, at('2026-12-02T18:05:00-05:00'))!;
    expect(beforeIqama.next).toMatchObject({ prayer: 'fajr', date: '2026-12-03' });
    expect(beforeIqama.nextIqama).toMatchObject({ prayer: 'isha', date: '2026-12-02' });
    expect(beforeIqama.day.date).toBe('2026-12-02');
    const after = followedNow(days, at('2026-12-02T18:20:00-05:00'))!;
    expect(after.day.date).toBe('2026-12-03');
  });

  it('counts an Isha iqama after midnight as the later instant it is', () => {
    const late = [day('2026-12-02', true), day('2026-12-03')];
    const now = followedNow(late, at('2026-12-02T23:55:00-05:00'))!;
    expect(now.nextIqama).toMatchObject({ prayer: 'isha', date: '2026-12-02', iqama: { time: '00:05' } });
    expect(now.next).toMatchObject({ prayer: 'fajr', date: '2026-12-03' });
  });

  it('is null once every kept day is past', () => {
    expect(followedNow(days, at('2026-12-04T00:00:00-05:00'))).toBeNull();
    expect(lastKeptDate(days)).toBe('2026-12-03');
    expect(lastKeptDate([])).toBeNull();
  });
});

describe('merging fresh days into the kept year', () => {
  it('takes the fresh day for a date, keeps the others in order, and drops the past', () => {
    const kept = [day('2026-12-01'), day('2026-12-02'), day('2026-12-05')];
    const fresh = { ...day('2026-12-02'), ramadan: true };
    const merged = mergeDays(kept, [day('2026-12-03'), fresh], '2026-12-02');
    expect(merged.map((entry) => entry.date)).toEqual(['2026-12-02', '2026-12-03', '2026-12-05']);
    expect(merged[0]!.ramadan).toBe(true);
  });
});
