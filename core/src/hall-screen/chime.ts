/**
 * The chime settings (docs/hall-screen.md#chime): per prayer at the azan, a set number of minutes before the
 * iqama, or both, at the masjid's volume. A masjid that never saved a sound profile plays what they say
 * (core/src/sound/sound-profile.ts, `defaultSoundProfile`); the volume is every sound's (docs/sound.md).
 */
import type { NameValue } from '../api-types.js';
import type { PrayerName } from '../prayer/prayer.types.js';
import { CHIME_PRAYERS } from './hall-screen-definitions.js';

export type ChimeChoice = 'off' | 'azan' | 'iqama' | 'both';

export interface ChimeSettings {
  prayers: Record<PrayerName, ChimeChoice>;
  beforeIqamaMs: number;
  /** 0.05 to 1. */
  volume: number;
}

const value = (entries: readonly NameValue[] | undefined, name: string) =>
  entries?.find((entry) => entry.name === name)?.value?.trim() ?? '';

export function chimeSettingsOf(entries: readonly NameValue[] | undefined): ChimeSettings {
  const prayers = {} as Record<PrayerName, ChimeChoice>;
  for (const prayer of CHIME_PRAYERS) {
    const choice = value(entries, `chime_${prayer}`);
    prayers[prayer] = choice === 'azan' || choice === 'iqama' || choice === 'both' ? choice : 'off';
  }
  const minutes = Number.parseInt(value(entries, 'chime_before_iqama') || '1', 10);
  const volume = Number.parseInt(value(entries, 'chime_volume') || '60', 10);
  return {
    prayers,
    beforeIqamaMs: (Number.isFinite(minutes) ? Math.min(5, Math.max(0, minutes)) : 1) * 60_000,
    volume: (Number.isFinite(volume) ? Math.min(100, Math.max(5, volume)) : 60) / 100,
  };
}
