import { useMemo } from 'react';
import { configurationValue } from '@core/configuration/definitions.js';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { fridaySessionsOf } from '@core/dashboard/phases/friday-sessions.js';
import { PHASE_SETTINGS_CONFIGURATION, readPhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import { screenPhaseAt } from '@core/dashboard/phases/screen-phase.js';

/**
 * The phase of the prayer hall at `now` (docs/phases.md): core's one rule, with the masjid's settings and
 * Jumu'ah sessions read once per data load rather than on every tick.
 */
export function useScreenPhase(data: DashboardData, now: number) {
  const settings = usePhaseSettings(data);
  const fridaySessions = useFridaySessions(data);
  const phase = screenPhaseAt({
    days: data.days,
    zone: data.timezoneId,
    nowMs: now,
    settings,
    fridaySessions,
    eidPrayers: eidPrayersOf(data),
  });
  return { phase, settings };
}

/** The masjid's phase settings, read once per data load. */
export function usePhaseSettings(data: DashboardData) {
  const settingsJson = configurationValue(data.customConfigurations, PHASE_SETTINGS_CONFIGURATION);
  return useMemo(() => readPhaseSettings(settingsJson), [settingsJson]);
}

/** The Eid prayers; a copy cached before they existed has none. */
export function eidPrayersOf(data: DashboardData) {
  return Array.isArray(data.occasions?.eidPrayers) ? data.occasions.eidPrayers : [];
}

/** The Friday sessions the phases and the header countdown count on, read once per data load. */
export function useFridaySessions(data: DashboardData) {
  const jumahText = configurationValue(data.customConfigurations, 'jumah_prayer');
  const ownSessions = data.occasions?.jumuahSessions;
  return useMemo(() => fridaySessionsOf(ownSessions, jumahText), [ownSessions, jumahText]);
}
