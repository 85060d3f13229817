/**
 * The phase rule at each boundary, across midnight, on DST days in both hemispheres, in Tromsø's polar day
 * and on a Friday (docs/phases.md).
 */
import { describe, expect, it } from 'vitest';
import { createPrayerCalculator, type PrayerSettings } from '../../prayer/calculator.js';
import { DEFAULT_IQAMA_RULES } from '../../prayer/iqama.js';
import type { DayPrayerView } from '../../prayer/prayer.types.js';
import { createTimetable } from '../../prayer/timetable.js';
import { parseIsoDate } from '../../time/civil-date.js';
import { dayEntry } from '../day-entry.fixture.js';
import { zonedInstant } from '../zoned-clock.js';
import { fridaySessionsFromText } from './friday-sessions.js';
import { DEFAULT_PHASE_SETTINGS, type PhaseSettings } from './phase-settings.js';
import { screenPhaseAt } from './screen-phase.js';

const MINUTE = 60_000;
const ZONE = 'America/Chicago';
// Wednesday 17 Nov 2027: Fajr 05:30 (iqama 05:40) ... Isha 19:30 (iqama 19:40).
const DAYS = [dayEntry('2027-11-16'), dayEntry('2027-11-17'), dayEntry('2027-11-18')];

function at(date: string, time: string, zone = ZONE) {
  return zonedInstant(zone, date, time);
}

function phase(
  nowMs: number,
  settings: PhaseSettings = DEFAULT_PHASE_SETTINGS,
  days: DayPrayerView[] = DAYS,
  zone = ZONE,
  text?: string,
) {
  return screenPhaseAt({ days, zone, nowMs, settings, fridaySessions: fridaySessionsFromText(text) });
}

function withPrayer(
  prayer: keyof PhaseSettings['prayers'],
  setting: Partial<PhaseSettings['prayers']['fajr']>,
  base = DEFAULT_PHASE_SETTINGS,
): PhaseSettings {
  return { ...base, prayers: { ...base.prayers, [prayer]: { ...base.prayers[prayer], ...setting } } };
}

describe('the phases of one prayer, at each boundary', () => {
  const asr = at('2027-11-17', '15:45');
  const iqama = at('2027-11-17', '15:55');

  it('before the azan: the next prayer and the instant to count down to', () => {
    const state = phase(asr - MINUTE);
    expect(state.kind).toBe('before-azan');
    expect(state.slot?.prayer).toBe('asr');
    expect(state.until).toBe(asr);
  });

  it('at the azan instant itself the screen still shows what came before; a millisecond later, the azan', () => {
    expect(phase(asr).kind).toBe('before-azan');
    expect(phase(asr + 1)).toMatchObject({
      kind: 'azan',
      since: asr,
      until: asr + 2 * MINUTE,
      slot: { prayer: 'asr' },
    });
  });

  it('the azan card lasts the set minutes (default 2), then the countdown to iqama runs', () => {
    expect(phase(asr + 2 * MINUTE).kind).toBe('azan');
    expect(phase(asr + 2 * MINUTE + 1)).toMatchObject({ kind: 'until-iqama', until: iqama });
    expect(phase(iqama).kind).toBe('until-iqama');
  });

  it('from iqama the screen goes dark for the prayer (default 10 minutes), black', () => {
    expect(phase(iqama + 1)).toMatchObject({ kind: 'prayer', mode: 'black', since: iqama, until: iqama + 10 * MINUTE });
    expect(phase(iqama + 10 * MINUTE).kind).toBe('prayer');
  });

  it('then the after-prayer card for 5 minutes, then the next prayer is counted down', () => {
    expect(phase(iqama + 10 * MINUTE + 1)).toMatchObject({ kind: 'after-prayer', until: iqama + 15 * MINUTE });
    expect(phase(iqama + 15 * MINUTE).kind).toBe('after-prayer');
    expect(phase(iqama + 15 * MINUTE + 1)).toMatchObject({ kind: 'before-azan', slot: { prayer: 'maghrib' } });
  });

  it('Maghrib is dark for 8 minutes by default', () => {
    const maghribIqama = at('2027-11-17', '18:20');
    expect(phase(maghribIqama + 8 * MINUTE).kind).toBe('prayer');
    expect(phase(maghribIqama + 8 * MINUTE + 1).kind).toBe('after-prayer');
  });

  it('mode "clock" keeps a small clock; mode "off" skips the dark screen but the after-prayer card still waits for the prayer', () => {
    expect(phase(iqama + 1, withPrayer('asr', { mode: 'clock' }))).toMatchObject({ kind: 'prayer', mode: 'clock' });
    const off = withPrayer('asr', { mode: 'off' });
    expect(phase(iqama + 1, off)).toMatchObject({ kind: 'before-azan', slot: { prayer: 'maghrib' } });
    expect(phase(iqama + 10 * MINUTE + 1, off).kind).toBe('after-prayer');
  });

  it('switched off, the dashboard stays all day: always before the next azan', () => {
    const off = { ...DEFAULT_PHASE_SETTINGS, enabled: false };
    expect(phase(asr + 1, off)).toMatchObject({ kind: 'before-azan', slot: { prayer: 'maghrib' } });
    expect(phase(iqama + 1, off)).toMatchObject({ kind: 'before-azan', slot: { prayer: 'maghrib' } });
  });

  it('0 minutes skip the azan card and the after-prayer card', () => {
    const settings = { ...DEFAULT_PHASE_SETTINGS, azanMinutes: 0, afterPrayerMinutes: 0 };
    expect(phase(asr + 1, settings).kind).toBe('until-iqama');
    expect(phase(iqama + 10 * MINUTE + 1, settings).kind).toBe('before-azan');
  });

  it('an azan card longer than the wait for iqama ends at the iqama', () => {
    const settings = { ...DEFAULT_PHASE_SETTINGS, azanMinutes: 15 };
    expect(phase(iqama, settings).kind).toBe('azan');
    expect(phase(iqama + 1, settings).kind).toBe('prayer');
  });

  it("a prayer's phases never run past the next azan", () => {
    const days = [
      dayEntry('2027-11-17', { maghrib: '18:10', maghribIqama: '18:15', isha: '18:25', ishaIqama: '18:35' }),
    ];
    expect(phase(at('2027-11-17', '18:24'), DEFAULT_PHASE_SETTINGS, days).kind).toBe('after-prayer');
    expect(phase(at('2027-11-17', '18:25') + 1, DEFAULT_PHASE_SETTINGS, days)).toMatchObject({
      kind: 'azan',
      slot: { prayer: 'isha' },
    });
  });
});

describe('across midnight', () => {
  it('after Isha the next prayer is tomorrow Fajr', () => {
    const state = phase(at('2027-11-17', '23:00'));
    expect(state).toMatchObject({ kind: 'before-azan', slot: { prayer: 'fajr', date: '2027-11-18' } });
    expect(state.until).toBe(at('2027-11-18', '05:30'));
  });

  it('an Isha after midnight (northern summer) is still to come at 23:50, and its phases run past midnight', () => {
    const days = [
      dayEntry('2027-05-18', { maghrib: '23:55', maghribIqama: '00:00', isha: '00:08', ishaIqama: '00:40' }),
      dayEntry('2027-05-19', { fajr: '01:30', fajrIqama: '01:50' }),
    ];
    const zone = 'Europe/Oslo';
    expect(phase(at('2027-05-18', '23:50', zone), DEFAULT_PHASE_SETTINGS, days, zone)).toMatchObject({
      kind: 'before-azan',
      slot: { prayer: 'maghrib' },
    });
    // Maghrib's dark screen (8 min from 00:00) is cut at Isha's azan 00:08.
    expect(phase(at('2027-05-19', '00:05', zone), DEFAULT_PHASE_SETTINGS, days, zone)).toMatchObject({
      kind: 'prayer',
      slot: { prayer: 'maghrib' },
    });
    expect(phase(at('2027-05-19', '00:09', zone), DEFAULT_PHASE_SETTINGS, days, zone)).toMatchObject({
      kind: 'azan',
      slot: { prayer: 'isha', date: '2027-05-18' },
    });
    expect(phase(at('2027-05-19', '00:45', zone), DEFAULT_PHASE_SETTINGS, days, zone)).toMatchObject({
      kind: 'prayer',
      slot: { prayer: 'isha' },
    });
    expect(phase(at('2027-05-19', '01:00', zone), DEFAULT_PHASE_SETTINGS, days, zone)).toMatchObject({
      kind: 'before-azan',
      slot: { prayer: 'fajr', date: '2027-05-19' },
    });
  });

  it('a screen loaded after midnight (no entry for yesterday) still knows Isha is being prayed', () => {
    const days = [dayEntry('2027-11-18', { isha: '23:50', ishaIqama: '00:05' })];
    expect(phase(at('2027-11-18', '00:07'), DEFAULT_PHASE_SETTINGS, days)).toMatchObject({
      kind: 'prayer',
      slot: { prayer: 'isha', date: '2027-11-17' },
    });
  });
});

const AUTO_DST = { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' };
const CHICAGO: PrayerSettings = {
  latitude: 41.8781,
  longitude: -87.6298,
  timezoneId: 'America/Chicago',
  calculationMethod: 2,
  asrJuristicMethod: 0,
  prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
  highLatitudeRule: 'auto',
  dst: AUTO_DST,
};
const SYDNEY: PrayerSettings = {
  ...CHICAGO,
  latitude: -33.8688,
  longitude: 151.2093,
  timezoneId: 'Australia/Sydney',
  calculationMethod: 3,
};
const TROMSO: PrayerSettings = {
  ...CHICAGO,
  latitude: 69.6492,
  longitude: 18.9553,
  timezoneId: 'Europe/Oslo',
  calculationMethod: 3,
};

function views(settings: PrayerSettings, from: string, count: number): DayPrayerView[] {
  const timetable = createTimetable({
    calculator: createPrayerCalculator(settings),
    overrides: {},
    rules: DEFAULT_IQAMA_RULES,
    hijriAdjustment: 0,
  });
  return timetable.views(parseIsoDate(from)!, count);
}

/** Every minute of a day: the kinds in the order they appear, each prayer's phases in order. */
function walkDay(settings: PrayerSettings, date: string) {
  const days = views(
    settings,
    date.replace(/\d{2}$/, (day) => String(Number(day) - 1).padStart(2, '0')),
    3,
  );
  const start = zonedInstant(settings.timezoneId, date, '00:00');
  const end = zonedInstant(settings.timezoneId, date, '23:59');
  const seen: string[] = [];
  for (let now = start + 30_000; now <= end; now += MINUTE) {
    const state = screenPhaseAt({ days, zone: settings.timezoneId, nowMs: now, settings: DEFAULT_PHASE_SETTINGS });
    const label = `${state.kind}:${state.slot?.prayer ?? '-'}`;
    if (seen[seen.length - 1] !== label) seen.push(label);
    if (state.until !== null) expect(state.until).toBeGreaterThanOrEqual(now);
  }
  return { days, seen };
}

const FULL_CYCLE = (prayer: string, next: string) => [
  `azan:${prayer}`,
  `until-iqama:${prayer}`,
  `prayer:${prayer}`,
  `after-prayer:${prayer}`,
  `before-azan:${next}`,
];

describe('DST days', () => {
  it('Chicago, 14 Mar 2027 (clocks go forward at 2 am): the countdown to Fajr counts the real 4 hours, not 5', () => {
    const days = views(CHICAGO, '2027-03-13', 3);
    const fajr = days[1]!.fajr;
    const now = zonedInstant(CHICAGO.timezoneId, '2027-03-14', '01:30');
    const state = screenPhaseAt({ days, zone: CHICAGO.timezoneId, nowMs: now, settings: DEFAULT_PHASE_SETTINGS });
    expect(state).toMatchObject({ kind: 'before-azan', slot: { prayer: 'fajr', date: '2027-03-14' } });
    const wallMinutes = Number(fajr.slice(0, 2)) * 60 + Number(fajr.slice(3)) - 90;
    expect((state.until! - now) / MINUTE).toBe(wallMinutes - 60);
  });

  it('Chicago, 14 Mar 2027: every prayer of the day goes through its phases in order', () => {
    const { seen } = walkDay(CHICAGO, '2027-03-14');
    expect(seen.slice(0, seen.indexOf('azan:fajr'))).toEqual(['before-azan:fajr']);
    expect(seen.slice(seen.indexOf('azan:fajr'))).toEqual([
      ...FULL_CYCLE('fajr', 'dhuhr'),
      ...FULL_CYCLE('dhuhr', 'asr'),
      ...FULL_CYCLE('asr', 'maghrib'),
      ...FULL_CYCLE('maghrib', 'isha'),
      ...FULL_CYCLE('isha', 'fajr'),
    ]);
  });

  it('Sydney, 3 Oct 2027 (clocks go forward, southern hemisphere): every prayer in order, countdown in real time', () => {
    const { seen } = walkDay(SYDNEY, '2027-10-03');
    expect(seen.slice(seen.indexOf('azan:fajr'))).toEqual([
      ...FULL_CYCLE('fajr', 'dhuhr'),
      ...FULL_CYCLE('dhuhr', 'asr'),
      ...FULL_CYCLE('asr', 'maghrib'),
      ...FULL_CYCLE('maghrib', 'isha'),
      ...FULL_CYCLE('isha', 'fajr'),
    ]);
    const days = views(SYDNEY, '2027-10-02', 3);
    const now = zonedInstant(SYDNEY.timezoneId, '2027-10-03', '01:00');
    const state = screenPhaseAt({ days, zone: SYDNEY.timezoneId, nowMs: now, settings: DEFAULT_PHASE_SETTINGS });
    const fajr = days[1]!.fajr;
    expect((state.until! - now) / MINUTE).toBe(Number(fajr.slice(0, 2)) * 60 + Number(fajr.slice(3)) - 60 - 60);
  });

  it('Sydney, 4 Apr 2027 (clocks go back): the countdown to Fajr counts the extra hour', () => {
    const days = views(SYDNEY, '2027-04-03', 3);
    const now = zonedInstant(SYDNEY.timezoneId, '2027-04-04', '01:00');
    const state = screenPhaseAt({ days, zone: SYDNEY.timezoneId, nowMs: now, settings: DEFAULT_PHASE_SETTINGS });
    const fajr = days[1]!.fajr;
    expect(state.slot?.prayer).toBe('fajr');
    expect((state.until! - now) / MINUTE).toBe(Number(fajr.slice(0, 2)) * 60 + Number(fajr.slice(3)) - 60 + 60);
  });
});

describe('Tromsø in June (polar day)', () => {
  it('21 Jun 2027: no phase goes backwards, each prayer comes once and in order', () => {
    const { seen } = walkDay(TROMSO, '2027-06-21');
    const azans = seen.filter((label) => label.startsWith('azan:')).map((label) => label.slice(5));
    expect(azans).toEqual(['isha', 'fajr', 'dhuhr', 'asr', 'maghrib'].filter((prayer) => azans.includes(prayer)));
    for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib']) expect(azans).toContain(prayer);
    // Within each prayer the phases come in their order.
    const order = ['azan', 'until-iqama', 'prayer', 'after-prayer'];
    for (const prayer of ['fajr', 'dhuhr', 'asr']) {
      const kinds = seen
        .filter((label) => label.endsWith(`:${prayer}`) && !label.startsWith('before-azan'))
        .map((label) => label.split(':')[0]!);
      expect(kinds).toEqual([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
      expect(kinds[0]).toBe('azan');
    }
  });
});

describe('a Friday', () => {
  // Friday 19 Nov 2027, Zuhr 12:15 (iqama 12:25).
  const friday = [dayEntry('2027-11-18'), dayEntry('2027-11-19'), dayEntry('2027-11-20')];

  it("Jumu'ah replaces Zuhr: azan at Zuhr, countdown to the khutbah, dark for 40 minutes from the khutbah", () => {
    const text = '1:00 pm and 2:00 pm';
    const run = (time: string) => phase(at('2027-11-19', time), DEFAULT_PHASE_SETTINGS, friday, ZONE, text);
    expect(run('12:00')).toMatchObject({ kind: 'before-azan', slot: { prayer: 'jumuah', session: 1 } });
    expect(run('12:16')).toMatchObject({ kind: 'azan', slot: { prayer: 'jumuah' } });
    expect(run('12:30')).toMatchObject({ kind: 'until-iqama', until: at('2027-11-19', '13:00') });
    expect(run('13:01')).toMatchObject({
      kind: 'prayer',
      since: at('2027-11-19', '13:00'),
      until: at('2027-11-19', '13:40'),
    });
    expect(run('13:40')).toMatchObject({ kind: 'prayer' });
    expect(run('13:42')).toMatchObject({ kind: 'after-prayer', slot: { session: 1 } });
    // The second session has no azan of its own: after the first session's after-prayer card, a full-screen
    // countdown to its khutbah for 15 minutes (the default), then it is dark 40 minutes.
    expect(run('13:44')).toMatchObject({
      kind: 'after-prayer',
      slot: { session: 1 },
      until: at('2027-11-19', '13:45'),
    });
    expect(run('13:50')).toMatchObject({
      kind: 'until-iqama',
      slot: { prayer: 'jumuah', session: 2 },
      since: at('2027-11-19', '13:45'),
      until: at('2027-11-19', '14:00'),
    });
    expect(run('14:01')).toMatchObject({ kind: 'prayer', slot: { session: 2 } });
    expect(run('14:45')).toMatchObject({ kind: 'after-prayer', slot: { session: 2 } });
  });

  it("each session's countdown lasts the set minutes, and never cuts into the session before it", () => {
    const settings = { ...DEFAULT_PHASE_SETTINGS, jumuahCountdownMinutes: 30 };
    const run = (time: string, text: string, chosen = settings) =>
      phase(at('2027-11-19', time), chosen, friday, ZONE, text);
    expect(run('14:05', '1:00 pm and 2:30 pm')).toMatchObject({
      kind: 'until-iqama',
      slot: { session: 2 },
      since: at('2027-11-19', '14:00'),
    });
    // Sessions an hour apart: the first is dark until 13:40, so the second's countdown starts there, not at 13:30.
    expect(run('13:35', '1:00 pm and 2:00 pm')).toMatchObject({ kind: 'prayer', slot: { session: 1 } });
    expect(run('13:41', '1:00 pm and 2:00 pm')).toMatchObject({
      kind: 'until-iqama',
      slot: { session: 2 },
      since: at('2027-11-19', '13:40'),
    });
    expect(run('13:39', '1:00 pm and 1:45 pm', DEFAULT_PHASE_SETTINGS)).toMatchObject({ kind: 'prayer' });
  });

  it("without a time in the Jum'ah text the khutbah is the Zuhr iqama, and Zuhr itself is not counted", () => {
    const state = phase(at('2027-11-19', '12:26'), DEFAULT_PHASE_SETTINGS, friday);
    expect(state).toMatchObject({ kind: 'prayer', slot: { prayer: 'jumuah' }, until: at('2027-11-19', '13:05') });
    expect(phase(at('2027-11-19', '11:00'), DEFAULT_PHASE_SETTINGS, friday).slot?.prayer).toBe('jumuah');
  });

  it('on Thursday and Saturday Zuhr is Zuhr', () => {
    expect(phase(at('2027-11-18', '12:16'), DEFAULT_PHASE_SETTINGS, friday).slot?.prayer).toBe('dhuhr');
    expect(phase(at('2027-11-20', '12:16'), DEFAULT_PHASE_SETTINGS, friday).slot?.prayer).toBe('dhuhr');
  });
});
