import { describe, expect, it } from 'vitest';
import { dayEntry } from '../dashboard/day-entry.fixture.js';
import { DEFAULT_PHASE_SETTINGS } from '../dashboard/phases/phase-settings.js';
import { zonedInstant } from '../dashboard/zoned-clock.js';
import { defaultSoundProfile, SILENT_PRAYER, type PrayerSounds, type SoundProfile } from './sound-profile.js';
import { soundProfileSchema } from './sound-profile.schema.js';
import { soundPlanFor, type PlannedSound } from './sound-plan.js';
import type { Sound } from './sound.types.js';

const ZONE = 'Europe/London';
const at = (date: string, time: string, zone = ZONE) => zonedInstant(zone, date, time);
const hhmm = (ms: number, zone = ZONE) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);

const EVERY: PrayerSounds = {
  azan: 'tone',
  beforeIqama: 'tone-before-iqama',
  iqama: 'tone-iqama',
  beforeIqamaMinutes: 5,
};
function profileOf(prayers: Partial<SoundProfile['prayers']> = {}, base: PrayerSounds = EVERY): SoundProfile {
  return {
    prayers: { fajr: base, zuhr: base, asr: base, maghrib: base, isha: base, jumuah: base, eid: base, ...prayers },
    anchored: [],
  };
}
const ADHAN: Sound = {
  id: 'rec-adhan',
  name: 'Our muezzin',
  credit: '',
  seconds: 240,
  kind: 'recording',
  url: '/x',
  gain: 1,
};

/** What every plan must hold: in order, none starting before the one before has stopped, each with a length. */
function expectNoOverlap(plan: readonly PlannedSound[]) {
  plan.forEach((item, index) => {
    expect(item.endsAt).toBeGreaterThan(item.at);
    if (item.stopAt !== null) expect(item.endsAt).toBeLessThanOrEqual(item.stopAt);
    if (index > 0) expect(item.at).toBeGreaterThanOrEqual(plan[index - 1]!.stopAt!);
  });
  expect(new Set(plan.map((item) => item.id)).size).toBe(plan.length);
}

describe('soundPlanFor: an ordinary day', () => {
  const date = '2026-06-10';
  const days = [dayEntry('2026-06-09'), dayEntry(date), dayEntry('2026-06-11')];

  it('plans the azan, the minutes before the iqama and the iqama of each of the five prayers', () => {
    const plan = soundPlanFor(days, profileOf(), { zone: ZONE, date });
    expectNoOverlap(plan);
    expect(plan.map((item) => `${item.prayer} ${item.kind} ${hhmm(item.at)} ${item.sound}`)).toEqual([
      'fajr azan 05:30 tone-chime',
      'fajr beforeIqama 05:35 tone-before-iqama',
      'fajr iqama 05:40 tone-iqama',
      'zuhr azan 12:15 tone-chime',
      'zuhr beforeIqama 12:20 tone-before-iqama',
      'zuhr iqama 12:25 tone-iqama',
      'asr azan 15:45 tone-chime',
      'asr beforeIqama 15:50 tone-before-iqama',
      'asr iqama 15:55 tone-iqama',
      'maghrib azan 18:10 tone-chime',
      'maghrib beforeIqama 18:15 tone-before-iqama',
      'maghrib iqama 18:20 tone-iqama',
      'isha azan 19:30 tone-chime',
      'isha beforeIqama 19:35 tone-before-iqama',
      'isha iqama 19:40 tone-iqama',
    ]);
    expect(plan[0]).toMatchObject({ id: `${date}:fajr:azan`, date, endsAt: at(date, '05:30') + 2100 });
    expect(plan[0]!.stopAt).toBe(at(date, '05:35'));
  });

  it('plans nothing for a prayer set to nothing, and nothing at all for a silent profile', () => {
    const plan = soundPlanFor(days, profileOf({ asr: SILENT_PRAYER }), { zone: ZONE, date });
    expect(plan.filter((item) => item.prayer === 'asr')).toEqual([]);
    expect(soundPlanFor(days, profileOf({}, SILENT_PRAYER), { zone: ZONE, date })).toEqual([]);
  });

  it('a long azan recording gives way to the iqama, and a before-iqama tone never cuts it', () => {
    const short = [dayEntry(date, { maghribIqama: '18:13' })];
    const plan = soundPlanFor(
      short,
      profileOf({ maghrib: { azan: ADHAN.id, beforeIqama: 'tone', iqama: 'tone-iqama', beforeIqamaMinutes: 2 } }),
      { zone: ZONE, date, sounds: [ADHAN] },
    );
    expectNoOverlap(plan);
    const maghrib = plan.filter((item) => item.prayer === 'maghrib');
    expect(maghrib.map((item) => item.kind)).toEqual(['azan', 'iqama']);
    expect(maghrib[0]!.endsAt).toBe(at(date, '18:13'));
  });

  it('starts nothing inside a salah: an azan that falls in the salah before it is not played', () => {
    // A short summer night: Isha's azan comes 5 minutes into Maghrib's salah (8 minutes by default).
    const night = [dayEntry(date, { maghrib: '21:50', maghribIqama: '22:00', isha: '22:05', ishaIqama: '22:30' })];
    const plan = soundPlanFor(night, profileOf(), { zone: ZONE, date });
    expectNoOverlap(plan);
    expect(plan.some((item) => item.id === `${date}:isha:azan`)).toBe(false);
    expect(plan.some((item) => item.id === `${date}:isha:iqama`)).toBe(true);
  });

  it('stops a recording before the salah of the next prayer starts', () => {
    const close = [dayEntry(date, { maghrib: '21:50', maghribIqama: '21:52' })];
    const plan = soundPlanFor(close, profileOf({ maghrib: { ...SILENT_PRAYER, azan: ADHAN.id } }, SILENT_PRAYER), {
      zone: ZONE,
      date,
      sounds: [ADHAN],
    });
    expect(plan).toHaveLength(1);
    expect(plan[0]!.endsAt).toBe(at(date, '21:52'));
    expect(plan[0]!.stopAt).toBe(at(date, '21:52'));
  });
});

describe('soundPlanFor: a DST night', () => {
  it('places each sound on the wall clock of the new offset after the clocks go forward', () => {
    const date = '2026-03-29';
    const days = [dayEntry('2026-03-28', { fajr: '05:00' }), dayEntry(date, { fajr: '04:58' })];
    const plan = soundPlanFor(days, profileOf(), { zone: ZONE, date });
    expectNoOverlap(plan);
    const fajr = plan.find((item) => item.id === `${date}:fajr:azan`)!;
    expect(new Date(fajr.at).toISOString()).toBe('2026-03-29T03:58:00.000Z');
    expect(hhmm(plan.find((item) => item.id === `${date}:isha:iqama`)!.at)).toBe('19:40');
    // The day before is still on GMT: its Fajr at 05:00 is 05:00 UTC.
    const before = soundPlanFor(days, profileOf(), { zone: ZONE, date: '2026-03-28' });
    expect(new Date(before[0]!.at).toISOString()).toBe('2026-03-28T05:00:00.000Z');
  });

  it('on the night the clocks go back, an Isha at 00:30 and its iqama after the repeated hour stay in order', () => {
    const date = '2026-10-24';
    const days = [dayEntry(date, { isha: '23:50', ishaIqama: '00:30' }), dayEntry('2026-10-25')];
    const plan = soundPlanFor(days, profileOf(), { zone: ZONE, date });
    expectNoOverlap(plan);
    const iqama = plan.find((item) => item.id === `${date}:isha:iqama`)!;
    expect(new Date(iqama.at).toISOString()).toBe('2026-10-24T23:30:00.000Z');
  });
});

describe('soundPlanFor: a 23:50 Isha', () => {
  const date = '2026-06-20';
  const days = [
    dayEntry(date, { isha: '23:50', ishaIqama: '00:05' }),
    dayEntry('2026-06-21', { isha: '23:50', ishaIqama: '00:05' }),
  ];

  it('keeps its iqama after midnight on the day it belongs to, and the next day does not plan it again', () => {
    const plan = soundPlanFor(days, profileOf(), { zone: ZONE, date });
    expectNoOverlap(plan);
    const isha = plan.filter((item) => item.prayer === 'isha');
    expect(isha.map((item) => [item.kind, new Date(item.at).toISOString()])).toEqual([
      ['azan', '2026-06-20T22:50:00.000Z'],
      ['beforeIqama', '2026-06-20T23:00:00.000Z'],
      ['iqama', '2026-06-20T23:05:00.000Z'],
    ]);
    expect(isha.every((item) => item.id.startsWith(`${date}:`))).toBe(true);
    const next = soundPlanFor(days, profileOf(), { zone: ZONE, date: '2026-06-21' });
    expect(next.filter((item) => item.at < at('2026-06-21', '04:00'))).toEqual([]);
  });
});

describe("soundPlanFor: a Friday with two Jumu'ah sessions", () => {
  const date = '2026-06-12';
  const days = [dayEntry(date)];
  const fridaySessions = [
    { khutbah: '12:30', salah: '13:00' },
    { khutbah: '13:45', salah: '14:15' },
  ];

  it('plays the Zuhr azan once, the before-iqama before each khutbah, the iqama at each salah, and nothing in a khutbah', () => {
    const profile = profileOf({
      jumuah: { azan: 'tone', beforeIqama: 'tone-before-iqama', iqama: 'tone-iqama', beforeIqamaMinutes: 10 },
    });
    const plan = soundPlanFor(days, profile, { zone: ZONE, date, fridaySessions });
    expectNoOverlap(plan);
    const jumuah = plan.filter((item) => item.prayer === 'jumuah');
    expect(jumuah.map((item) => `${item.id} ${hhmm(item.at)}`)).toEqual([
      `${date}:jumuah-1:azan 12:15`,
      `${date}:jumuah-1:beforeIqama 12:20`,
      `${date}:jumuah-1:iqama 13:00`,
      `${date}:jumuah-2:beforeIqama 13:35`,
      `${date}:jumuah-2:iqama 14:15`,
    ]);
    expect(plan.some((item) => item.prayer === 'zuhr')).toBe(false);
    for (const [start, end] of [
      ['12:30', '13:00'],
      ['13:45', '14:15'],
    ] as const) {
      expect(plan.filter((item) => item.at > at(date, start) && item.at < at(date, end))).toEqual([]);
    }
  });

  it("drops a before-iqama that would fall inside the first session's salah", () => {
    const close = [
      { khutbah: '12:30', salah: '12:50' },
      { khutbah: '13:15', salah: '13:35' },
    ];
    const profile = profileOf({ jumuah: { azan: null, beforeIqama: 'tone', iqama: null, beforeIqamaMinutes: 10 } });
    const plan = soundPlanFor(days, profile, {
      zone: ZONE,
      date,
      fridaySessions: close,
      phaseSettings: DEFAULT_PHASE_SETTINGS,
    });
    // Session 2's 13:05 falls in session 1's Jumu'ah time (12:30 + 40 minutes).
    expect(plan.filter((item) => item.prayer === 'jumuah').map((item) => item.id)).toEqual([
      `${date}:jumuah-1:beforeIqama`,
    ]);
  });
});

describe('soundPlanFor: an Eid morning', () => {
  const date = '2026-03-20';
  const eidPrayers = [{ eid: 'fitr' as const, date, times: ['07:30', '09:00'], place: '' }];

  it("plays each Eid prayer's sounds around its salah, and Fajr as any day", () => {
    const profile = profileOf({
      eid: { azan: null, beforeIqama: 'tone-before-iqama', iqama: 'tone-iqama', beforeIqamaMinutes: 5 },
    });
    const plan = soundPlanFor([dayEntry(date)], profile, { zone: ZONE, date, eidPrayers });
    expectNoOverlap(plan);
    expect(plan.filter((item) => item.prayer === 'eid').map((item) => `${item.id} ${hhmm(item.at)}`)).toEqual([
      `${date}:eid-1:beforeIqama 07:25`,
      `${date}:eid-1:iqama 07:30`,
      `${date}:eid-2:beforeIqama 08:55`,
      `${date}:eid-2:iqama 09:00`,
    ]);
    expect(plan[0]!.id).toBe(`${date}:fajr:azan`);
    // Nothing during the first Eid's salah and khutbah (45 minutes from 07:30).
    expect(plan.filter((item) => item.at > at(date, '07:30') && item.at < at(date, '08:15'))).toEqual([]);
  });
});

describe('defaultSoundProfile', () => {
  it('plays nothing where the masjid had no chime', () => {
    const profile = defaultSoundProfile([]);
    expect(soundPlanFor([dayEntry('2026-06-10')], profile, { zone: ZONE, date: '2026-06-10' })).toEqual([]);
  });

  it("keeps each prayer's chime: at the azan, before the iqama, or at the iqama when set to 0 minutes", () => {
    const profile = defaultSoundProfile([
      { name: 'chime_fajr', value: 'azan' },
      { name: 'chime_dhuhr', value: 'both' },
      { name: 'chime_isha', value: 'iqama' },
      { name: 'chime_before_iqama', value: '3' },
    ]);
    expect(profile.prayers.fajr).toEqual({ azan: 'tone', beforeIqama: null, iqama: null, beforeIqamaMinutes: 3 });
    expect(profile.prayers.zuhr).toEqual({ azan: 'tone', beforeIqama: 'tone', iqama: null, beforeIqamaMinutes: 3 });
    expect(profile.prayers.jumuah).toEqual(profile.prayers.zuhr);
    expect(profile.prayers.asr.azan).toBeNull();
    expect(profile.prayers.eid).toEqual(SILENT_PRAYER);
    const atIqama = defaultSoundProfile([
      { name: 'chime_isha', value: 'iqama' },
      { name: 'chime_before_iqama', value: '0' },
    ]);
    expect(atIqama.prayers.isha).toEqual({ azan: null, beforeIqama: null, iqama: 'tone', beforeIqamaMinutes: 1 });
  });
});

describe('soundPlanFor: anchored sounds', () => {
  const date = '2026-06-10';
  const days = [dayEntry('2026-06-09'), dayEntry(date), dayEntry('2026-06-11')];
  const TARHIM: Sound = {
    id: 'rec-tarhim',
    name: 'Tarhim',
    credit: '',
    seconds: 1800,
    kind: 'recording',
    url: '/t',
    gain: 1,
  };
  const DUA: Sound = { id: 'rec-dua', name: "Du'a", credit: '', seconds: 60, kind: 'recording', url: '/d', gain: 1 };
  const sounds = [ADHAN, TARHIM, DUA];

  it("plays tarhim before Fajr until the azan, and the du'a right after the azan recording ends", () => {
    const profile: SoundProfile = {
      ...profileOf({ fajr: { ...EVERY, azan: ADHAN.id } }, SILENT_PRAYER),
      anchored: [
        { sound: TARHIM.id, anchor: 'fajr-azan', offsetMinutes: -20, stopAt: 'azan' },
        { sound: DUA.id, anchor: 'fajr-azan-end', offsetMinutes: 0, stopAt: 'iqama' },
      ],
    };
    const plan = soundPlanFor(days, profile, { zone: ZONE, date, sounds });
    expectNoOverlap(plan);
    expect(plan.map((item) => `${item.id} ${hhmm(item.at)}`)).toEqual([
      `${date}:fajr:anchored:fajr-azan-20 05:10`,
      `${date}:fajr:azan 05:30`,
      `${date}:fajr:anchored:fajr-azan-end+0 05:34`,
      `${date}:fajr:beforeIqama 05:35`,
      `${date}:fajr:iqama 05:40`,
    ]);
    // The 30-minute tarhim stops at the azan; the du'a (60 s) ends on its own before the tone.
    expect(plan[0]!.stopAt).toBe(at(date, '05:30'));
    // Neither was chosen to play through an urgent message.
    expect(plan.filter((item) => item.duringUrgent)).toEqual([]);
    const chosen = soundPlanFor(
      days,
      { ...profile, anchored: profile.anchored.map((item, index) => ({ ...item, duringUrgent: index === 1 })) },
      { zone: ZONE, date, sounds },
    );
    expect(chosen.filter((item) => item.duringUrgent).map((item) => item.id)).toEqual([
      `${date}:fajr:anchored:fajr-azan-end+0`,
    ]);
    expect(plan[0]!.endsAt).toBe(at(date, '05:30'));
    expect(plan[2]!.endsAt).toBe(at(date, '05:35'));
  });

  it("an anchored sound gives way to a prayer's moment and never starts in a salah", () => {
    const profile: SoundProfile = {
      ...profileOf({}, SILENT_PRAYER),
      prayers: { ...profileOf({}, SILENT_PRAYER).prayers, zuhr: { ...SILENT_PRAYER, azan: 'tone' } },
      anchored: [
        // 12:14 for 30 minutes: cut by the Zuhr azan's chime at 12:15.
        { sound: TARHIM.id, anchor: 'zuhr-azan', offsetMinutes: -1, stopAt: 'end' },
        // 12:30: inside Zuhr's salah (12:25 plus its minutes).
        { sound: DUA.id, anchor: 'zuhr-iqama', offsetMinutes: 5, stopAt: 'end' },
      ],
    };
    const plan = soundPlanFor(days, profile, { zone: ZONE, date, sounds });
    expectNoOverlap(plan);
    expect(plan.map((item) => `${item.id} ${hhmm(item.endsAt)}`)).toEqual([
      `${date}:zuhr:anchored:zuhr-azan-1 12:15`,
      `${date}:zuhr:azan 12:15`,
    ]);
  });

  it("plays Qur'an before each Jumu'ah khutbah and the takbir before each Eid salah", () => {
    const profile: SoundProfile = {
      ...profileOf({}, SILENT_PRAYER),
      anchored: [
        { sound: TARHIM.id, anchor: 'jumuah-khutbah', offsetMinutes: -15, stopAt: 'iqama' },
        { sound: 'tone', anchor: 'eid-salah', offsetMinutes: -10, stopAt: 'iqama' },
      ],
    };
    const friday = '2026-06-12';
    const fridaySessions = [
      { khutbah: '12:30', salah: '13:00' },
      { khutbah: '13:45', salah: '14:15' },
    ];
    const jumuah = soundPlanFor([dayEntry(friday)], profile, { zone: ZONE, date: friday, fridaySessions, sounds });
    expectNoOverlap(jumuah);
    expect(jumuah.map((item) => `${item.id} ${hhmm(item.at)}-${hhmm(item.endsAt)}`)).toEqual([
      `${friday}:jumuah-1:anchored:jumuah-khutbah-15 12:15-12:30`,
      `${friday}:jumuah-2:anchored:jumuah-khutbah-15 13:30-13:45`,
    ]);
    const eid = '2026-03-20';
    const eidPrayers = [{ eid: 'fitr' as const, date: eid, times: ['07:30', '09:00'], place: '' }];
    const morning = soundPlanFor([dayEntry(eid)], profile, { zone: ZONE, date: eid, eidPrayers });
    const takbir = morning.filter((item) => item.prayer === 'eid');
    expect(takbir.map((item) => `${item.id} ${hhmm(item.at)} ${item.sound}`)).toEqual([
      `${eid}:eid-1:anchored:eid-salah-10 07:20 tone-chime`,
      `${eid}:eid-2:anchored:eid-salah-10 08:50 tone-chime`,
    ]);
  });
});

describe('soundProfileSchema: anchored', () => {
  const base = profileOf();
  it('takes anchored sounds with their anchor, offset and stop, and refuses two at one moment', () => {
    const item = { sound: 'rec-tarhim', anchor: 'fajr-azan', offsetMinutes: -20, stopAt: 'azan' } as const;
    expect(soundProfileSchema.safeParse({ ...base, anchored: [item] }).success).toBe(true);
    const twice = soundProfileSchema.safeParse({ ...base, anchored: [item, { ...item, sound: 'tone' }] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.path).toEqual(['anchored', 1, 'offsetMinutes']);
    for (const wrong of [
      { ...item, anchor: 'sunset' },
      { ...item, offsetMinutes: 121 },
      { ...item, stopAt: 'never' },
      { ...item, sound: '../x' },
    ])
      expect(soundProfileSchema.safeParse({ ...base, anchored: [wrong] }).success).toBe(false);
  });
});
