/**
 * A masjid's prayer-hall phase settings (docs/phases.md, "Settings"): how long the azan card shows, how long
 * each prayer keeps the screen dark and how, how long the after-prayer card shows, and the masjid's own
 * after-prayer texts. Stored as the JSON value of the `prayer_phases` configuration, checked here for the
 * server and the admin form alike. Every field has a default, so a masjid that never opens the settings gets
 * the phases of docs/phases.md untouched.
 */
import { textProblem } from '../../validation/plain-text.js';
import { coded, codedForNow, codeOf, type CodedText } from '../../validation/coded-message.js';

export const BLACKOUT_MODES = ['black', 'clock', 'off'] as const;
/** black: a dark screen; clock: dark with a small clock and the time since iqama; off: the phase is skipped. */
export type BlackoutMode = (typeof BLACKOUT_MODES)[number];

export const PHASE_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha', 'jumuah', 'eid'] as const;
/** The five prayers plus Jumu'ah, which replaces Zuhr on Fridays, and the Eid prayers (salah and khutbah). */
export type PhasePrayer = (typeof PHASE_PRAYERS)[number];

export interface PrayerPhaseSetting {
  /** Minutes the screen stays dark from iqama (from the khutbah for Jumu'ah). */
  minutes: number;
  mode: BlackoutMode;
}

export interface PhaseSettings {
  /** False keeps the dashboard on screen all day (a screen in an entrance hall, say): no full-screen cards. */
  enabled: boolean;
  /** Minutes of the azan card from the azan (0 skips it). */
  azanMinutes: number;
  /** Minutes of the after-prayer card once the prayer's time is over (0 skips it). */
  afterPrayerMinutes: number;
  /** Minutes of the full-screen countdown to each Jumu'ah session's khutbah after the first (docs/phases.md, "Fridays"). */
  jumuahCountdownMinutes: number;
  /** Minutes of the full-screen Eid card before the countdown to an Eid salah (0 skips it). */
  eidCardMinutes: number;
  /** Minutes of the full-screen countdown to an Eid salah. */
  eidCountdownMinutes: number;
  prayers: Record<PhasePrayer, PrayerPhaseSetting>;
  /** The masjid's own texts shown under Ayat al-Kursi on the after-prayer card. */
  afterPrayerTexts: string[];
}

export const PHASE_LIMITS = {
  azanMinutes: 15,
  afterPrayerMinutes: 30,
  countdownMinutes: 60,
  prayerMinutes: 90,
  texts: 5,
  textLength: 300,
} as const;

export const DEFAULT_PHASE_SETTINGS: PhaseSettings = {
  enabled: true,
  azanMinutes: 2,
  afterPrayerMinutes: 5,
  jumuahCountdownMinutes: 15,
  eidCardMinutes: 15,
  eidCountdownMinutes: 15,
  prayers: {
    fajr: { minutes: 10, mode: 'black' },
    dhuhr: { minutes: 10, mode: 'black' },
    asr: { minutes: 10, mode: 'black' },
    maghrib: { minutes: 8, mode: 'black' },
    isha: { minutes: 10, mode: 'black' },
    jumuah: { minutes: 40, mode: 'black' },
    eid: { minutes: 45, mode: 'black' },
  },
  afterPrayerTexts: [],
};

type Parsed = { ok: true; value: PhaseSettings } | { ok: false; problem: string };

const NOT_OBJECT = coded('Phase settings must be an object', 'server.phases.notObject');
const NOT_JSON = coded('Phase settings must be JSON', 'server.phases.notJson');

/**
 * 'prayers.fajr.minutes: Must be a number': the path stays as written, the words after it are translated
 * (docs/languages.md "Server messages"). A path may hold a name the request made up (an unknown setting),
 * so the message is kept only for the answer being written (codedForNow). `values` are ICU values: a
 * count is a number, for the plural forms.
 */
function problemAt(where: string, english: string, key: CodedText['key'], values?: CodedText['values']): string {
  const problem: CodedText = values ? { key, values } : { key };
  return codedForNow(`${where}: ${english}`, 'server.phases.problem', { where, problem });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function unknownField(value: Record<string, unknown>, known: readonly string[], where: string): string | null {
  const extra = Object.keys(value).find((key) => !known.includes(key));
  return extra === undefined ? null : problemAt(`${where}${extra}`, 'Unknown setting', 'server.phases.unknown');
}

/** A whole number of minutes in 0..max, or the default when left out. */
function minutesOf(value: unknown, max: number, fallback: number, where: string): number | string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value))
    return problemAt(where, 'Must be a number', 'server.field.number');
  if (!Number.isInteger(value))
    return problemAt(where, 'Must be a whole number of minutes', 'server.phases.wholeMinutes');
  if (value < 0) return problemAt(where, 'Must not be negative', 'server.field.notNegative');
  if (value > max) return problemAt(where, `Must be at most ${max} minutes`, 'server.phases.maxMinutes', { max });
  return value;
}

function prayerOf(value: unknown, prayer: PhasePrayer): PrayerPhaseSetting | string {
  const fallback = DEFAULT_PHASE_SETTINGS.prayers[prayer];
  const where = `prayers.${prayer}`;
  if (value === undefined || value === null) return fallback;
  if (!isRecord(value)) return problemAt(where, 'Must be an object', 'server.phases.object');
  const extra = unknownField(value, ['minutes', 'mode'], `${where}.`);
  if (extra) return extra;
  const minutes = minutesOf(value.minutes, PHASE_LIMITS.prayerMinutes, fallback.minutes, `${where}.minutes`);
  if (typeof minutes === 'string') return minutes;
  const mode = value.mode ?? fallback.mode;
  if (!(BLACKOUT_MODES as readonly unknown[]).includes(mode))
    return problemAt(`${where}.mode`, `Must be one of ${BLACKOUT_MODES.join(', ')}`, 'server.config.oneOf', {
      values: BLACKOUT_MODES.join(', '),
    });
  return { minutes, mode: mode as BlackoutMode };
}

function textsOf(value: unknown): string[] | string {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return problemAt('afterPrayerTexts', 'Must be a list', 'server.phases.list');
  if (value.length > PHASE_LIMITS.texts)
    return problemAt('afterPrayerTexts', `At most ${PHASE_LIMITS.texts} texts`, 'server.phases.maxTexts', {
      max: PHASE_LIMITS.texts,
    });
  const texts: string[] = [];
  for (const [index, item] of value.entries()) {
    const where = `afterPrayerTexts.${index}`;
    if (typeof item !== 'string') return problemAt(where, 'Must be text', 'server.field.text');
    const text = item.replace(/\r\n?/g, '\n').trim();
    if (text === '') return problemAt(where, 'Write a text or remove it', 'server.phases.writeText');
    if (text.length > PHASE_LIMITS.textLength)
      return problemAt(where, `Must be at most ${PHASE_LIMITS.textLength} characters`, 'server.field.tooLong', {
        max: String(PHASE_LIMITS.textLength),
      });
    const problem = textProblem(text, { multiline: true });
    if (problem) {
      // textProblem's messages are recorded by validation/messages.ts (loaded by the server, not the widgets).
      const known = codeOf(problem);
      return known ? problemAt(where, problem, known.key, known.values) : `${where}: ${problem}`;
    }
    texts.push(text);
  }
  return texts;
}

const COUNTDOWN_FIELDS = ['jumuahCountdownMinutes', 'eidCardMinutes', 'eidCountdownMinutes'] as const;

/**
 * Checks and completes settings. Written without zod on purpose: the widgets read configurations through
 * configuration/definitions.ts, which uses this check, and must stay small (see validation/plain-text.ts).
 * Partial settings are completed with the defaults; unknown fields are refused so a typo is not lost silently.
 */
export function parsePhaseSettings(value: unknown): Parsed {
  if (!isRecord(value)) return { ok: false, problem: NOT_OBJECT };
  const extra = unknownField(
    value,
    [
      'enabled',
      'azanMinutes',
      'afterPrayerMinutes',
      'jumuahCountdownMinutes',
      'eidCardMinutes',
      'eidCountdownMinutes',
      'prayers',
      'afterPrayerTexts',
    ],
    '',
  );
  if (extra) return { ok: false, problem: extra };
  const enabled = value.enabled ?? DEFAULT_PHASE_SETTINGS.enabled;
  if (typeof enabled !== 'boolean')
    return { ok: false, problem: problemAt('enabled', 'Must be true or false', 'server.field.trueOrFalse') };
  const azanMinutes = minutesOf(
    value.azanMinutes,
    PHASE_LIMITS.azanMinutes,
    DEFAULT_PHASE_SETTINGS.azanMinutes,
    'azanMinutes',
  );
  if (typeof azanMinutes === 'string') return { ok: false, problem: azanMinutes };
  const afterPrayerMinutes = minutesOf(
    value.afterPrayerMinutes,
    PHASE_LIMITS.afterPrayerMinutes,
    DEFAULT_PHASE_SETTINGS.afterPrayerMinutes,
    'afterPrayerMinutes',
  );
  if (typeof afterPrayerMinutes === 'string') return { ok: false, problem: afterPrayerMinutes };
  const countdowns = {} as Pick<PhaseSettings, (typeof COUNTDOWN_FIELDS)[number]>;
  for (const field of COUNTDOWN_FIELDS) {
    const minutes = minutesOf(value[field], PHASE_LIMITS.countdownMinutes, DEFAULT_PHASE_SETTINGS[field], field);
    if (typeof minutes === 'string') return { ok: false, problem: minutes };
    countdowns[field] = minutes;
  }
  const storedPrayers = value.prayers ?? {};
  if (!isRecord(storedPrayers))
    return { ok: false, problem: problemAt('prayers', 'Must be an object', 'server.phases.object') };
  const extraPrayer = unknownField(storedPrayers, PHASE_PRAYERS, 'prayers.');
  if (extraPrayer) return { ok: false, problem: extraPrayer };
  const prayers = {} as Record<PhasePrayer, PrayerPhaseSetting>;
  for (const prayer of PHASE_PRAYERS) {
    const setting = prayerOf(storedPrayers[prayer], prayer);
    if (typeof setting === 'string') return { ok: false, problem: setting };
    prayers[prayer] = setting;
  }
  const afterPrayerTexts = textsOf(value.afterPrayerTexts);
  if (typeof afterPrayerTexts === 'string') return { ok: false, problem: afterPrayerTexts };
  return {
    ok: true,
    value: { enabled, azanMinutes, afterPrayerMinutes, ...countdowns, prayers, afterPrayerTexts },
  };
}

/** The name of the configuration entry that holds the settings as JSON. */
export const PHASE_SETTINGS_CONFIGURATION = 'prayer_phases';

/** A problem with a stored or submitted value, as one readable message (null when it is fine). */
export function phaseSettingsProblem(json: string): string | null {
  if (json.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return NOT_JSON;
  }
  const parsed = parsePhaseSettings(value);
  return parsed.ok ? null : parsed.problem;
}

/**
 * The settings a screen runs on: the stored JSON completed with the defaults. A value that does not parse
 * (it cannot be saved, but a screen must never break) gives the defaults.
 */
export function readPhaseSettings(json: string | null | undefined): PhaseSettings {
  if (!json || json.trim() === '') return DEFAULT_PHASE_SETTINGS;
  try {
    const parsed = parsePhaseSettings(JSON.parse(json));
    return parsed.ok ? parsed.value : DEFAULT_PHASE_SETTINGS;
  } catch {
    return DEFAULT_PHASE_SETTINGS;
  }
}
