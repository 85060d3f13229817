/**
 * When the optional chime sounds (docs/hall-screen.md#chime): per prayer at the azan, a set number of minutes
 * before the iqama, or both, at the masjid's volume. Pure: the dashboard hands in the schedule of the
 * previous tick and the time now, and sounds what was crossed in between.
 */
import type { NameValue } from '../api-types.js';
import type { PrayerEvent } from '../dashboard/prayer-schedule.js';
import type { PrayerName } from '../prayer/prayer.types.js';
import { CHIME_PRAYERS } from './hall-screen-definitions.js';

export type ChimeChoice = 'off' | 'azan' | 'iqama' | 'both';

export interface ChimeSettings {
  prayers: Record<PrayerName, ChimeChoice>;
  beforeIqamaMs: number;
  /** 0.05 to 1. */
  volume: number;
}

export interface ChimeTarget {
  prayer: PrayerName;
  kind: 'azan' | 'iqama';
  /** When it sounds, epoch ms. */
  at: number;
}

/** A chime more than this late (a sleeping PC waking up, a frozen page) is skipped rather than sounded. */
export const CHIME_LATE_LIMIT_MS = 30_000;

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

export function anyChime(settings: ChimeSettings): boolean {
  return Object.values(settings.prayers).some((choice) => choice !== 'off');
}

/** The chimes ahead of a schedule: its next azan and its next iqama (moved earlier by the set minutes). */
export function chimeTargets(
  next: { nextAzan: PrayerEvent | null; nextIqama: PrayerEvent | null },
  settings: ChimeSettings,
): ChimeTarget[] {
  const targets: ChimeTarget[] = [];
  const { nextAzan, nextIqama } = next;
  if (nextAzan && ['azan', 'both'].includes(settings.prayers[nextAzan.prayer]))
    targets.push({ prayer: nextAzan.prayer, kind: 'azan', at: nextAzan.at });
  if (nextIqama && ['iqama', 'both'].includes(settings.prayers[nextIqama.prayer])) {
    targets.push({ prayer: nextIqama.prayer, kind: 'iqama', at: nextIqama.at - settings.beforeIqamaMs });
  }
  return targets;
}

/** The chime crossed between two ticks (after `previous`, at or before `now`), if not too late. */
export function dueChime(targets: readonly ChimeTarget[], previous: number, now: number): ChimeTarget | null {
  return (
    targets.find((target) => target.at > previous && target.at <= now && now - target.at <= CHIME_LATE_LIMIT_MS) ?? null
  );
}
