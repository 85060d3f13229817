/**
 * The masjid-wide settings of the hall screen's reading features (docs/hall-screen.md), shown on the admin's
 * Configuration tab with the other configurations. Lines like `1 = on` in a description become the
 * choices of a list there; the server checks every value with `check`.
 */
import type { ConfigurationDefinition } from '../api-types.js';
import { TERM_CHOICES, type TermName } from './terminology.js';
import { HTTPS_ADDRESS, oneOfMessage, tooLongMessage, wholeNumberRangeMessage } from '../validation/value-messages.js';

interface CheckedDefinition extends ConfigurationDefinition {
  check(value: string): string | null;
}

const oneOf = (...allowed: string[]) => {
  const message = oneOfMessage(allowed);
  return (value: string) => (allowed.includes(value.trim()) ? null : message);
};
const wholeNumber = (min: number, max: number) => {
  const message = wholeNumberRangeMessage(min, max);
  return (value: string) =>
    /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max ? null : message;
};
const DONATION_URL_MAX = 300;

/** An https address (or empty): it becomes a QR code people scan with their phones. */
export function checkDonationUrl(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (text.length > DONATION_URL_MAX) return tooLongMessage(DONATION_URL_MAX);
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && !/\s/.test(text) ? null : HTTPS_ADDRESS;
  } catch {
    return HTTPS_ADDRESS;
  }
}

const TERM_LABELS: Record<TermName, string> = {
  term_dhuhr: 'Word for the noon prayer',
  term_sunrise: 'Word for sunrise',
  term_jumuah: 'Word for the Friday prayer',
  term_iqama: 'Word for the congregation time',
};

const termDefinitions: CheckedDefinition[] = (Object.keys(TERM_CHOICES) as TermName[]).map((name) => {
  const choices = TERM_CHOICES[name] as Record<string, string>;
  const keys = Object.keys(choices);
  return {
    name,
    label: TERM_LABELS[name],
    defaultValue: keys[0]!,
    description: `Used on the dashboard, the prayer-hall screen, the calendar and the widgets.\n${keys.map((key) => `${key} = ${choices[key]}`).join('\n')}`,
    check: oneOf(...keys),
  };
});

export const CHIME_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type ChimePrayer = (typeof CHIME_PRAYERS)[number];
const CHIME_PRAYER_LABELS: Record<ChimePrayer, string> = {
  fajr: 'Fajr',
  dhuhr: 'Zuhr',
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
};

const chimeDefinitions: CheckedDefinition[] = CHIME_PRAYERS.map((prayer) => ({
  name: `chime_${prayer}`,
  label: `Chime at ${CHIME_PRAYER_LABELS[prayer]}`,
  defaultValue: 'off',
  description:
    'A short chime on the screen (where the browser allows sound, and in the desktop app).\noff = no chime\nazan = at the azan\niqama = before the iqama\nboth = at the azan and before the iqama',
  check: oneOf('off', 'azan', 'iqama', 'both'),
}));

export const BACK_ROW_DEFINITIONS: readonly CheckedDefinition[] = [
  {
    name: 'large_type',
    label: 'Large type',
    defaultValue: '0',
    description:
      'Bigger prayer times and clock for elderly congregations (fewer extras on screen). A screen may set its own.\n0 = normal\n1 = large type',
    check: oneOf('0', '1'),
  },
  ...termDefinitions,
  {
    name: 'hijri_at_maghrib',
    label: 'Hijri date turns at',
    defaultValue: '0',
    description:
      'When the Hijri date moves on to the next day on the dashboard, the calendar and the widgets.\n0 = midnight\n1 = Maghrib (the Islamic day begins at sunset)',
    check: oneOf('0', '1'),
  },
  {
    name: 'screen_qr',
    label: 'QR code on the screen',
    defaultValue: 'off',
    description:
      "A QR code in the corner of the dashboard that worshippers can scan.\noff = no QR code\npage = this masjid's public page\ndonation = the donation link below",
    check: oneOf('off', 'page', 'donation'),
  },
  {
    name: 'donation_url',
    label: 'Donation link',
    defaultValue: '',
    description: 'An https:// address for donations, shown as a QR code when chosen above.',
    check: checkDonationUrl,
  },
  ...chimeDefinitions,
  {
    name: 'chime_before_iqama',
    label: 'Chime before iqama (minutes)',
    defaultValue: '1',
    description: 'How many minutes before the iqama the chime sounds (0 = at the iqama).\nFrom 0 to 5.',
    check: wholeNumber(0, 5),
  },
  {
    name: 'chime_volume',
    label: 'Chime volume (%)',
    defaultValue: '60',
    description: 'Loudness of the chime, from 5 to 100.',
    check: wholeNumber(5, 100),
  },
];
