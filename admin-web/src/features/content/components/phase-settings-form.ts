/**
 * The phase settings as the admin form holds them (numbers as typed text), and back. The rule itself is
 * core's (core/src/dashboard/phases/phase-settings.ts): the form refuses exactly what the server refuses.
 */
import {
  parsePhaseSettings,
  PHASE_PRAYERS,
  readPhaseSettings,
  type BlackoutMode,
  type PhasePrayer,
  type PhaseSettings,
} from '@core/dashboard/phases/phase-settings.js';

export interface PhaseForm {
  enabled: boolean;
  azanMinutes: string;
  afterPrayerMinutes: string;
  jumuahCountdownMinutes: string;
  eidCardMinutes: string;
  eidCountdownMinutes: string;
  prayers: Record<PhasePrayer, { minutes: string; mode: BlackoutMode }>;
  afterPrayerTexts: string[];
}

export function toPhaseForm(stored: string | undefined): PhaseForm {
  const settings = readPhaseSettings(stored);
  return {
    enabled: settings.enabled,
    azanMinutes: String(settings.azanMinutes),
    afterPrayerMinutes: String(settings.afterPrayerMinutes),
    jumuahCountdownMinutes: String(settings.jumuahCountdownMinutes),
    eidCardMinutes: String(settings.eidCardMinutes),
    eidCountdownMinutes: String(settings.eidCountdownMinutes),
    prayers: Object.fromEntries(
      PHASE_PRAYERS.map((prayer) => [
        prayer,
        { minutes: String(settings.prayers[prayer].minutes), mode: settings.prayers[prayer].mode },
      ]),
    ) as PhaseForm['prayers'],
    afterPrayerTexts: [...settings.afterPrayerTexts],
  };
}

/** Typed text to a number when it is one; anything else goes through as text so core names the problem. */
function numberOf(typed: string): unknown {
  const trimmed = typed.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed === '' ? undefined : trimmed;
}

export type PhaseFormResult =
  { ok: true; settings: PhaseSettings; json: string } | { ok: false; field: string; message: string };

/** The form checked by core's rule; a problem names its field ('prayers.fajr.minutes', 'afterPrayerTexts.0'). */
export function fromPhaseForm(form: PhaseForm): PhaseFormResult {
  const parsed = parsePhaseSettings({
    enabled: form.enabled,
    azanMinutes: numberOf(form.azanMinutes),
    afterPrayerMinutes: numberOf(form.afterPrayerMinutes),
    jumuahCountdownMinutes: numberOf(form.jumuahCountdownMinutes),
    eidCardMinutes: numberOf(form.eidCardMinutes),
    eidCountdownMinutes: numberOf(form.eidCountdownMinutes),
    prayers: Object.fromEntries(
      PHASE_PRAYERS.map((prayer) => [
        prayer,
        { minutes: numberOf(form.prayers[prayer].minutes), mode: form.prayers[prayer].mode },
      ]),
    ),
    afterPrayerTexts: form.afterPrayerTexts,
  });
  if (!parsed.ok) {
    const separator = parsed.problem.indexOf(': ');
    return separator > 0
      ? { ok: false, field: parsed.problem.slice(0, separator), message: parsed.problem.slice(separator + 2) }
      : { ok: false, field: '', message: parsed.problem };
  }
  return { ok: true, settings: parsed.value, json: JSON.stringify(parsed.value) };
}
