import { HISTORY_TITLES } from '@core/history/titles.js';
import { chimeSettingsOf } from '@core/hall-screen/chime.js';
import { BUILT_IN_TONES, isBuiltInTone } from '@core/sound/built-in-tones.js';
import {
  defaultSoundProfile,
  SOUND_PROFILE_PRAYERS,
  type SoundProfile,
  type SoundProfilePrayer,
} from '@core/sound/sound-profile.js';
import { soundProfileSchema } from '@core/sound/sound-profile.schema.js';
import type { DashboardSound, Sound } from '@core/sound/sound.types.js';
import { coded } from '@core/validation/coded-message.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { findConfigurations } from '../configurations/configuration.repository.js';
import { recordChange } from '../history/record-change.js';
import { notFound, validationError, type ErrorFields } from '../http/errors.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { masjidRecordings } from './recording.service.js';
import { findSoundProfileRow, lockSoundProfileRow, putSoundProfileRow } from './sound-profile.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;
type Db = Deps['db'];

/** The built-in tones, synthesised on the screen: no file, so no url (docs/sound.md, "Built-in tones"). */
const TONES: Sound[] = BUILT_IN_TONES.map((tone) => ({
  ...tone,
  credit: '',
  kind: 'tone',
  url: null,
  gain: null,
}));

const UNKNOWN_SOUND = coded('There is no such sound in this masjid', 'server.sound.unknown');

export async function requireMasjid(db: Db, companyId: string) {
  const masjid = await findMasjidById(db, companyId);
  if (!masjid) throw notFound('Masjid');
  return masjid;
}

/** The masjid's library: the built-in tones, then its recordings, oldest first (docs/sound.md). */
export async function listSounds(deps: Pick<Deps, 'db'>, companyId: string): Promise<Sound[]> {
  await requireMasjid(deps.db, companyId);
  return [...TONES, ...(await masjidRecordings(deps.db, companyId))];
}

/** The saved profile, or the one its chime settings make when it never saved one (docs/sound.md, "The default"). */
export async function profileOf(db: Db, companyId: string): Promise<SoundProfile> {
  const row = await findSoundProfileRow(db, companyId);
  const saved = row ? soundProfileSchema.safeParse(row.profile) : null;
  return saved?.success ? saved.data : defaultSoundProfile(await findConfigurations(db, companyId));
}

export async function readSoundProfile(deps: Pick<Deps, 'db'>, companyId: string): Promise<SoundProfile> {
  await requireMasjid(deps.db, companyId);
  return profileOf(deps.db, companyId);
}

const HISTORY_NAME: Record<SoundProfilePrayer, string> = {
  fajr: 'Fajr',
  zuhr: 'Zuhr',
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
  jumuah: 'Jumuah',
  eid: 'Eid',
};

/**
 * What history keeps (docs/history.md): one flat field per prayer and moment ('ZuhrBeforeIqama'), which the
 * History table reads as "Zuhr Before Iqama".
 */
function snapshot(profile: SoundProfile): Record<string, string | number | null> {
  const fields: Record<string, string | number | null> = {};
  for (const prayer of SOUND_PROFILE_PRAYERS) {
    const name = HISTORY_NAME[prayer];
    const sounds = profile.prayers[prayer];
    fields[`${name}Azan`] = sounds.azan;
    fields[`${name}BeforeIqama`] = sounds.beforeIqama;
    fields[`${name}BeforeIqamaMinutes`] = sounds.beforeIqamaMinutes;
    fields[`${name}Iqama`] = sounds.iqama;
  }
  // One line per anchored sound, read as e.g. "Anchored 1": "rec-tarhim at fajr-azan -20 min, until azan".
  profile.anchored.forEach((item, index) => {
    const offset = `${item.offsetMinutes >= 0 ? '+' : ''}${item.offsetMinutes}`;
    fields[`Anchored${index + 1}`] = `${item.sound} at ${item.anchor} ${offset} min, until ${item.stopAt}`;
  });
  return fields;
}

/** Each moment that names a sound the masjid does not have, as field errors keyed by path. */
function unknownSounds(profile: SoundProfile, library: readonly Sound[]): ErrorFields {
  const errors: ErrorFields = {};
  for (const prayer of SOUND_PROFILE_PRAYERS) {
    for (const moment of ['azan', 'beforeIqama', 'iqama'] as const) {
      const id = profile.prayers[prayer][moment];
      if (id && !isBuiltInTone(id) && !library.some((sound) => sound.id === id))
        errors[`prayers.${prayer}.${moment}`] = UNKNOWN_SOUND;
    }
  }
  profile.anchored.forEach((item, index) => {
    if (!isBuiltInTone(item.sound) && !library.some((sound) => sound.id === item.sound))
      errors[`anchored.${index}.sound`] = UNKNOWN_SOUND;
  });
  return errors;
}

/**
 * Replaces the masjid's profile with its history entry and the screens' change signal in the same
 * transaction: the screens hear of it only once it is saved, and it is saved only with its entry.
 */
export async function saveSoundProfile(
  deps: Deps,
  auth: Auth,
  companyId: string,
  profile: SoundProfile,
): Promise<SoundProfile> {
  const masjid = await requireMasjid(deps.db, companyId);
  await deps.db.transaction().execute(async (trx) => {
    // Checked under the profile's lock, which a recording's delete takes too: one of the two waits.
    await lockSoundProfileRow(trx, masjid.id);
    const errors = unknownSounds(profile, [...TONES, ...(await masjidRecordings(trx, masjid.id))]);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const before = await profileOf(trx, masjid.id);
    await putSoundProfileRow(trx, masjid.id, profile, auth.userId, deps.clock.now());
    await recordChange(
      trx,
      {
        companyId: masjid.id,
        entity: 'configuration',
        entityId: 'sound-profile',
        action: 'update',
        title: HISTORY_TITLES.savedSoundProfile,
      },
      snapshot(before),
      snapshot(profile),
    );
    await deps.changes.publish(trx, { companyId: masjid.id, kind: 'configuration' });
  });
  return profile;
}

/**
 * What a screen needs to play the day, for the dashboard answer (docs/sound.md, "On the screen"): the
 * recordings with their public addresses, which the screen fetches and caches ahead of their moment.
 */
export async function dashboardSoundFor(deps: Pick<Deps, 'db'>, companyId: string): Promise<DashboardSound> {
  const [profile, configurations, recordings] = await Promise.all([
    profileOf(deps.db, companyId),
    findConfigurations(deps.db, companyId),
    masjidRecordings(deps.db, companyId),
  ]);
  return { profile, sounds: [...TONES, ...recordings], volume: chimeSettingsOf(configurations).volume };
}
