import { randomUUID } from 'node:crypto';
import type { OccasionsInput } from '@core/occasions/occasions.schema.js';
import { readOccasions } from '@core/occasions/occasions.schema.js';
import { defaultOccasions, type Occasions, type OccasionsRecord } from '@core/occasions/occasions.types.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { recordChange } from '../history/record-change.js';
import { conflict, notFound } from '../http/errors.js';
import * as repository from './occasions.repository.js';
import type { MasjidOccasionsRow } from './occasions.table.js';
import { coded, codedForNow } from '@core/validation/coded-message.js';
import { configurationValue } from '@core/configuration/definitions.js';
import { PHASE_SETTINGS_CONFIGURATION, readPhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import { sessionPastAsr } from '@core/occasions/friday-row.js';
import { isFriday } from '@core/occasions/jumuah-sessions.js';
import type { JumuahSession } from '@core/occasions/occasions.types.js';
import { findConfigurations } from '../configurations/configuration.repository.js';
import { AppError, validationError } from '../http/errors.js';
import { eidDateDisagreement } from '@core/occasions/eid.js';
import { formatHijriLong, hijriMonthName } from '@core/hijri/hijri.js';
import { masjidHijriCalendar } from '../month-declarations/masjid-calendar.js';
import type { EidPrayer } from '@core/occasions/occasions.types.js';
import { loadMasjidTimetable, todayOf } from '../prayer/prayer.service.js';
import { HISTORY_TITLES } from '@core/history/titles.js';

type Deps = Pick<AppDeps, 'db'>;

/** The Fridays a session is checked against: those of the coming four weeks, today included. */
const FRIDAYS_AHEAD_DAYS = 28;

/**
 * Refuses sessions whose dark screen would run past Asr's azan on one of the coming Fridays
 * (docs/jumuah-eid-ramadan.md, "Fridays in the table"): the screen would stay dark over Asr's azan card.
 * Nothing to check without a timetable, or when the Jumu'ah screen is not dark (phases off, or mode off).
 */
async function refuseSessionsPastAsr(
  deps: SaveDeps,
  companyId: string,
  sessions: readonly JumuahSession[],
): Promise<void> {
  if (sessions.length === 0) return;
  const [loaded, configurations] = await Promise.all([
    loadMasjidTimetable(deps, companyId),
    findConfigurations(deps.db, companyId),
  ]);
  const settings = readPhaseSettings(configurationValue(configurations, PHASE_SETTINGS_CONFIGURATION));
  if (!loaded || !settings.enabled || settings.prayers.jumuah.mode === 'off') return;
  const fridays = loaded.timetable
    .views(todayOf(loaded.row, deps.clock.now()), FRIDAYS_AHEAD_DAYS + 1)
    .filter((day) => isFriday(day.date.slice(0, 10)))
    .map((day) => ({ date: day.date.slice(0, 10), asr: day.asr }));
  const clash = sessionPastAsr(sessions, fridays, settings.prayers.jumuah.minutes);
  if (!clash) return;
  const values = { session: clash.index + 1, ends: clash.darkEnds, asr: clash.asr, date: clash.friday };
  throw validationError({
    [`jumuahSessions[${clash.index}].khutbah`]: codedForNow(
      `Session ${values.session}: the screen would stay dark until ${values.ends}, past Asr's azan at ${values.asr} on Friday ${values.date}. Move the khutbah earlier or shorten Jumu'ah's dark minutes.`,
      'server.occasions.pastAsr',
      values,
    ),
  });
}
/**
 * Eid prayers whose date is not that Eid's day in the masjid's Hijri calendar ("Idulfitri" under "2 Syawal")
 * are saved only when the admin confirms them (422 NEEDS_CONFIRMATION, each date named). A date already
 * saved as it is was confirmed before.
 */
async function refuseUnconfirmedEidDates(
  deps: SaveDeps,
  companyId: string,
  input: OccasionsInput,
  stored: readonly EidPrayer[],
): Promise<void> {
  if (input.confirmEidDates || input.eidPrayers.length === 0) return;
  const calendar = await masjidHijriCalendar(deps.db, companyId);
  const fieldErrors: Record<string, string> = {};
  input.eidPrayers.forEach((prayer, index) => {
    if (stored.some((saved) => saved.eid === prayer.eid && saved.date === prayer.date)) return;
    const hijri = eidDateDisagreement(prayer.eid, prayer.date, calendar);
    if (!hijri) return;
    const values = {
      date: prayer.date,
      hijri: formatHijriLong(hijri),
      expected: prayer.eid === 'fitr' ? `1 ${hijriMonthName(10)}` : `10 ${hijriMonthName(12)}`,
    };
    fieldErrors[`eidPrayers[${index}].date`] = codedForNow(
      `${values.date} is ${values.hijri} in the masjid's Hijri calendar, not ${values.expected}. Check the date, or save again to keep it.`,
      'server.occasions.eidDateHijri',
      values,
    );
  });
  if (Object.keys(fieldErrors).length > 0) throw new AppError('NEEDS_CONFIRMATION', EID_DATES_TO_CONFIRM, fieldErrors);
}

export const EID_DATES_TO_CONFIRM = coded(
  "An Eid date differs from the masjid's Hijri calendar: check it, or save again to keep it.",
  'server.occasions.eidDatesToConfirm',
);

type SaveDeps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;

export const OCCASIONS_CONFLICT = coded(
  "Jumu'ah, Eid and Ramadan settings were changed by someone else since you opened them. Reload to see their changes.",
  'server.error.occasionsChanged',
);

function toOccasions(row: MasjidOccasionsRow | undefined): Occasions {
  if (!row) return defaultOccasions();
  return readOccasions({ jumuahSessions: row.jumuah_sessions, eidPrayers: row.eid_prayers, ramadan: row.ramadan });
}

function toRecord(companyId: string, row: MasjidOccasionsRow | undefined): OccasionsRecord {
  return {
    companyId,
    ...toOccasions(row),
    version: row?.version ?? 0,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/** The public part, for dashboards and widgets of a masjid already found readable. */
export async function publicOccasions(deps: Deps, companyId: string): Promise<Occasions> {
  return toOccasions(await repository.findOccasions(deps.db, companyId));
}

export async function readOccasionsRecord(deps: Deps, companyId: string): Promise<OccasionsRecord> {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) throw notFound('Masjid');
  return toRecord(masjid.id, await repository.findOccasions(deps.db, masjid.id));
}

/**
 * Replaces the masjid's occasions in one transaction, if nobody saved since `input.version` (else 409),
 * records the change in the history and signals screens to reload.
 */
export async function saveOccasions(
  deps: SaveDeps,
  auth: Auth,
  companyId: string,
  input: OccasionsInput,
): Promise<OccasionsRecord> {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) throw notFound('Masjid');
  await refuseSessionsPastAsr(deps, masjid.id, input.jumuahSessions);
  await refuseUnconfirmedEidDates(
    deps,
    masjid.id,
    input,
    toOccasions(await repository.findOccasions(deps.db, masjid.id)).eidPrayers,
  );
  const { version, confirmEidDates: _confirmed, ...values } = input;
  // Each Eid prayer keeps its id across saves so the admin's list stays stable; new ones get one.
  const eidPrayers = values.eidPrayers.map((prayer) => ({ ...prayer, id: prayer.id ?? randomUUID() }));
  const saved = { ...values, eidPrayers };
  return deps.db.transaction().execute(async (trx) => {
    const before = await repository.findOccasions(trx, masjid.id);
    const row = await repository.saveIfVersion(trx, masjid.id, version, saved, auth.userId, deps.clock.now());
    if (!row) throw conflict(OCCASIONS_CONFLICT, { version: OCCASIONS_CONFLICT });
    await recordChange(
      trx,
      {
        companyId: masjid.id,
        entity: 'content',
        entityId: 'occasions',
        action: 'update',
        title: HISTORY_TITLES.savedOccasions,
      },
      before ? toOccasions(before) : defaultOccasions(),
      toOccasions(row),
    );
    await deps.changes.publish(trx, { companyId: masjid.id, kind: 'content' });
    return toRecord(masjid.id, row);
  });
}
