/**
 * The Jumu'ah, Eid and Ramadan form's values as the inputs hold them (text), and back to the API's shape
 * (docs/jumuah-eid-ramadan.md).
 */
import type { OccasionsInput } from '@core/occasions/occasions.schema.js';
import type { EidKind, Occasions } from '@core/occasions/occasions.types.js';

export interface SessionDraft {
  khutbah: string;
  salah: string;
  language: string;
}

export interface EidDraft {
  id?: string;
  eid: EidKind;
  date: string;
  /** '07:30, 09:00' */
  times: string;
  place: string;
}

export interface OccasionsDraft {
  sessions: SessionDraft[];
  eids: EidDraft[];
  ramadanEnabled: boolean;
  suhoorMinutes: string;
  taraweehTime: string;
}

export function toDraft(occasions: Occasions): OccasionsDraft {
  return {
    sessions: occasions.jumuahSessions.map((session) => ({ ...session })),
    eids: occasions.eidPrayers.map((prayer) => ({
      id: prayer.id,
      eid: prayer.eid,
      date: prayer.date,
      times: prayer.times.join(', '),
      place: prayer.place,
    })),
    ramadanEnabled: occasions.ramadan.enabled,
    suhoorMinutes: String(occasions.ramadan.suhoorMinutesBeforeFajr),
    taraweehTime: occasions.ramadan.taraweehTime,
  };
}

/** The PUT body; text that is not a number stays text so the schema names the field. */
export function fromDraft(
  draft: OccasionsDraft,
  version: number,
): Record<Exclude<keyof OccasionsInput, 'confirmEidDates'>, unknown> {
  const minutes = draft.suhoorMinutes.trim();
  return {
    version,
    jumuahSessions: draft.sessions,
    eidPrayers: draft.eids.map((eid) => ({
      ...(eid.id ? { id: eid.id } : {}),
      eid: eid.eid,
      date: eid.date,
      times: eid.times
        .split(/[,;\s]+/)
        .map((time) => time.trim())
        .filter(Boolean),
      place: eid.place,
    })),
    ramadan: {
      enabled: draft.ramadanEnabled,
      suhoorMinutesBeforeFajr: /^\d+$/.test(minutes) ? Number(minutes) : minutes,
      taraweehTime: draft.taraweehTime,
    },
  };
}

/** A field error for a form field: `eidPrayers[0].times[1]` belongs to the times field of Eid 1. */
export function errorFor(errors: Record<string, string>, key: string): string | undefined {
  if (errors[key]) return errors[key];
  const nested = Object.keys(errors).find((name) => name.startsWith(`${key}[`) || name.startsWith(`${key}.`));
  return nested ? errors[nested] : undefined;
}
