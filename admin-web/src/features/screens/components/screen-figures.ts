import { PAIRING_CODE_LENGTH } from '@core/screens/pairing-code.js';
import { NIGHT_MINUTES_MAX, SCREEN_NAME_MAX, type Screen, type ScreenCommand } from '@core/screens/screen.schema.js';
import type { MessageKey } from '@core/i18n/catalog-types.js';
import { NAME_CHARACTERS_MESSAGE, required, tooLong } from '@core/validation/text-rules.js';
import englishFleet from '@core/i18n/compiled/en/adminOperations.js';
import { translatorFor, type Translator } from '@core/i18n/translator.js';
import { intlLocale } from '../../../lib/i18n/fleet-format.js';

/** How the Screens page words a screen's figures, in the admin's language; pure, so it is tested without a browser. */

const ENGLISH: Translator = translatorFor('en', englishFleet);

const STATUS_LABELS: Record<Screen['status'], MessageKey> = {
  online: 'fleet.status.online',
  dark: 'fleet.status.dark',
  offline: 'fleet.status.offline',
  waiting: 'fleet.status.waiting',
  unpaired: 'fleet.status.unpaired',
};

export function statusLabel(status: Screen['status'], { t }: Translator = ENGLISH): string {
  return t(STATUS_LABELS[status]);
}

/** "just now", "4 minutes ago", "3 hours ago", "2 days ago" (Intl's relative time in other languages). */
export function timeAgo(iso: string, now: Date, { t, language }: Translator = ENGLISH): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return t('fleet.time.justNow');
  const relative = new Intl.RelativeTimeFormat(language === 'en' ? 'en' : intlLocale(language), { numeric: 'always' });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}

/** A clock more than a minute off is what the dashboard itself flags as wrong. */
export const DRIFT_WARNING_MS = 60_000;

function decimal(language: Translator['language'], value: number, fractionDigits: number): string {
  if (language === 'en') return value.toFixed(fractionDigits);
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: false,
  }).format(value);
}

export function clockDriftText(ms: number | null, { t, language }: Translator = ENGLISH): string {
  if (ms === null) return t('fleet.card.notReported');
  const abs = Math.abs(ms);
  if (abs < 500) return t('fleet.drift.onTime');
  const amount =
    abs < 60_000
      ? t('fleet.unit.seconds', { value: decimal(language, abs / 1000, abs < 10_000 ? 1 : 0) })
      : abs < 3_600_000
        ? t('fleet.unit.minutes', { value: decimal(language, Math.round(abs / 60_000), 0) })
        : t('fleet.unit.hours', { value: decimal(language, abs / 3_600_000, 1) });
  return ms > 0 ? t('fleet.drift.ahead', { amount }) : t('fleet.drift.behind', { amount });
}

/** Days from `today` to the last day the screen's saved timetable covers; negative once it has run out. */
export function timetableDaysLeft(until: string, today: string): number {
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Fewer days than this left in a screen's saved copy means it has not refreshed for a long time. */
export const TIMETABLE_WARNING_DAYS = 30;

/**
 * Whether the saved copy is short enough to warn: the desktop app keeps a year, so under 30 days means it
 * has not refreshed for months; the web player keeps today and tomorrow (docs/screens.md, "Web player"),
 * so only a copy that no longer reaches tomorrow is late.
 */
export function timetableRunningOut(daysLeft: number, player: Screen['player']): boolean {
  return daysLeft < (player === 'web' ? 1 : TIMETABLE_WARNING_DAYS);
}

export function displayText(screen: Pick<Screen, 'display' | 'orientation'>, { t }: Translator = ENGLISH): string {
  if (!screen.display) return t('fleet.card.notReported');
  const size = { width: String(screen.display.width), height: String(screen.display.height) };
  if (!screen.orientation) return t('fleet.display.size', size);
  const orientation =
    screen.orientation === 'portrait'
      ? t('fleet.display.portrait')
      : screen.orientation === 'landscape'
        ? t('fleet.display.landscape')
        : screen.orientation;
  return t('fleet.display.sizeOriented', { ...size, orientation });
}

/** Which player runs the screen (docs/screens.md, "Web player"); one the page does not know is shown as its name. */
export function playerLabel(player: string, { t }: Translator = ENGLISH): string {
  return player === 'web' ? t('fleet.player.web') : player === 'desktop' ? t('fleet.player.desktop') : player;
}

const COMMAND_LABELS: Record<ScreenCommand, MessageKey> = {
  reload: 'fleet.command.reload',
  restart: 'fleet.command.restart',
  screenshot: 'fleet.command.screenshot',
  unpair: 'fleet.command.unpair',
  'sound-test': 'fleet.command.soundTest',
};

/** A command the server names that this page does not know yet is shown as its name. */
export function commandLabel(command: string, { t }: Translator = ENGLISH): string {
  return Object.hasOwn(COMMAND_LABELS, command) ? t(COMMAND_LABELS[command as ScreenCommand]) : command;
}

/**
 * The shared schemas' messages for a screen's code and name (checked here before sending) in the admin's
 * language; any other message (the server's) is shown as it came.
 */
export function translateFieldErrors(
  errors: Record<string, string>,
  { t }: Translator = ENGLISH,
): Record<string, string> {
  const known: Record<string, string> = {
    'Pairing code is required': t('fleet.validation.codeRequired'),
    [`The code is ${PAIRING_CODE_LENGTH} letters and digits, as shown on the screen`]: t('fleet.validation.codeShape', {
      length: PAIRING_CODE_LENGTH,
    }),
    [required('Screen name')]: t('fleet.validation.nameRequired'),
    [tooLong(SCREEN_NAME_MAX)]: t('fleet.validation.tooLong', { max: SCREEN_NAME_MAX }),
    [NAME_CHARACTERS_MESSAGE]: t('fleet.validation.nameCharacters'),
    'Volume is a number from 0 to 100': t('fleet.validation.volume'),
    'Volume is a whole number from 0 to 100': t('fleet.validation.volume'),
    [`Minutes after Isha is a whole number from 0 to ${NIGHT_MINUTES_MAX}`]: t('fleet.validation.nightMinutes'),
    [`Minutes before Fajr is a whole number from 0 to ${NIGHT_MINUTES_MAX}`]: t('fleet.validation.nightMinutes'),
  };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, known[message] ?? message]));
}

/** The card's Sound figure: the screen's volume, or that it is silent (docs/sound.md, "Per screen"). */
export function soundText(settings: Screen['settings'], { t }: Translator = ENGLISH): string {
  return settings.silent ? t('fleet.sound.silent') : t('fleet.sound.volumePercent', { volume: settings.volume ?? 100 });
}

export type SoundNote = { kind: 'needs-tap' } | { kind: 'played'; at: string } | { kind: 'silent'; at: string } | null;

/**
 * What the card says about the screen's sound: a browser that refuses sound until a tap comes first, as the
 * hall would hear nothing (what the screen last said, else its last test); else the last test's outcome. A
 * silent screen's test is only news while the screen is still silent.
 */
export function soundNote(screen: Pick<Screen, 'sound' | 'settings'>): SoundNote {
  const test = screen.sound.test;
  if (screen.settings.silent) return test?.outcome === 'silent' ? { kind: 'silent', at: test.at } : null;
  if (screen.sound.blocked ?? test?.outcome === 'blocked') return { kind: 'needs-tap' };
  if (test?.outcome === 'played') return { kind: 'played', at: test.at };
  return null;
}
