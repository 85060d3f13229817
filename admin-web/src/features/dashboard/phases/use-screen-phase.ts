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
  const settingsJson = configurationValue(data.customConfigurations, PHASE_SETTINGS_CONFIGURATION);
  const settings = useMemo(() => readPhaseSettings(settingsJson), [settingsJson]);
  const fridaySessions = useFridaySessions(data);
  const phase = screenPhaseAt({ days: data.days, zone: data.timezoneId, nowMs: now, settings, fridaySessions });
  return { phase, settings };
}

/** The Friday sessions the phases and the header countdown count on, read once per data load. */
export function useFridaySessions(data: DashboardData) {
  const jumahText = configurationValue(data.customConfigurations, 'jumah_prayer');
  const ownSessions = data.occasions?.jumuahSessions;
  return useMemo(() => fridaySessionsOf(ownSessions, jumahText), [ownSessions, jumahText]);
}
