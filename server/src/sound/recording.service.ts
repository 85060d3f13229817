import { createHash, randomUUID } from 'node:crypto';
import { HISTORY_TITLES, type HistoryTitle } from '@core/history/titles.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { SOUND_FILE } from '@core/http/contract/sound.js';
import {
  RECORDING_MAX_BYTES,
  RECORDING_MAX_SECONDS,
  type RecordingDetails,
  type RecordingFormat,
} from '@core/sound/recording.js';
import { SOUND_PROFILE_PRAYERS, type SoundProfile } from '@core/sound/sound-profile.js';
import type { Sound } from '@core/sound/sound.types.js';
import { dbToGain, normalisingGainDb } from '@core/sound/loudness.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { recordChange } from '../history/record-change.js';
import { AppError } from '../http/errors.js';
import { text } from '../http/server-text.js';
import type { Logger } from '../logger.js';
import { checkRecordingAudio, type AudioProblem } from './recording-audio.js';
import { readRecording } from './recording-bytes.js';
import {
  deleteRecording,
  findRecording,
  findRecordings,
  insertRecording,
  updateRecordingDetails,
} from './recording.repository.js';
import type { RecordingSummary } from './recording.table.js';
import { lockSoundProfileRow } from './sound-profile.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'changes' | 'logger'>;
type Db = Deps['db'];

/** The public address of a recording's bytes: its content hash, so it may be cached for ever. */
export function recordingUrl(contentHash: string, format: RecordingFormat): string {
  return pathOf(SOUND_FILE, { file: `${contentHash}.${format}` });
}

export function soundOfRecording(row: RecordingSummary): Sound {
  return {
    id: row.id,
    name: row.name,
    credit: row.credit,
    seconds: Math.round(row.seconds * 100) / 100,
    kind: 'recording',
    url: recordingUrl(row.content_hash, row.format),
    gain: row.gain_db === null ? null : Math.round(dbToGain(row.gain_db) * 10_000) / 10_000,
  };
}

export async function masjidRecordings(db: Db, companyId: string): Promise<Sound[]> {
  return (await findRecordings(db, companyId)).map(soundOfRecording);
}

export function recordingTooLarge(): never {
  throw new AppError('TOO_LARGE', text('server.sound.tooLarge', { mb: RECORDING_MAX_BYTES / 1024 / 1024 }));
}

const minutesAndSeconds = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

function refuse(problem: 'empty' | 'not-audio' | AudioProblem): never {
  const key = (
    {
      empty: 'server.sound.empty',
      'not-audio': 'server.sound.notAudio',
      damaged: 'server.sound.damaged',
      undecodable: 'server.sound.undecodable',
      silent: 'server.sound.silent',
      'too-slow': 'server.sound.tooSlow',
    } as const
  )[problem];
  throw new AppError(problem === 'not-audio' ? 'UNSUPPORTED_MEDIA' : 'VALIDATION', text(key), { file: text(key) });
}

function refuseIfTooLong(seconds: number) {
  if (seconds <= RECORDING_MAX_SECONDS) return;
  const message = text('server.sound.tooLong', {
    length: minutesAndSeconds(seconds),
    max: RECORDING_MAX_SECONDS / 60,
  });
  throw new AppError('VALIDATION', message, { file: message });
}

interface CheckedRecording {
  /** What is kept and served: the upload itself, or its MP3 copy (an Ogg, a decoded M4A). */
  format: RecordingFormat;
  bytes: Uint8Array;
  seconds: number;
  loudness: { lufs: number; truePeakDb: number; gainDb: number } | null;
}

/**
 * The bytes' format, decoded length and loudness, or the refusal that names the problem (docs/sound.md,
 * "What is refused"): the container first (quick, and a 16-minute file is refused before it is decoded),
 * then every frame decoded and measured. No transaction is open meanwhile.
 */
async function checkedRecording(bytes: Uint8Array, logger: Logger): Promise<CheckedRecording> {
  if (bytes.length > RECORDING_MAX_BYTES) recordingTooLarge();
  const reading = readRecording(bytes);
  if (!reading.ok) refuse(reading.problem);
  refuseIfTooLong(reading.seconds);
  const audio = await checkRecordingAudio(bytes, reading.format, { logger });
  if (!audio.ok) refuse(audio.problem);
  if (!audio.measured) return { format: reading.format, bytes, seconds: reading.seconds, loudness: null };
  refuseIfTooLong(audio.seconds);
  const { lufs, truePeakDb } = audio;
  return {
    ...(audio.mp3 ? { format: 'mp3', bytes: audio.mp3 } : { format: reading.format, bytes }),
    seconds: audio.seconds,
    loudness: { lufs, truePeakDb, gainDb: normalisingGainDb({ lufs, truePeakDb })! },
  };
}

const snapshot = (sound: Pick<RecordingSummary, 'name' | 'credit' | 'seconds'>) => ({
  Name: sound.name,
  Credit: sound.credit,
  Seconds: Math.round(sound.seconds),
});

async function recordAndSignal(
  trx: Db,
  companyId: string,
  change: { id: string; action: string; title: HistoryTitle; before: unknown; after: unknown },
  deps: Deps,
) {
  await recordChange(
    trx,
    { companyId, entity: 'configuration', entityId: `sound:${change.id}`, action: change.action, title: change.title },
    change.before,
    change.after,
  );
  await deps.changes.publish(trx, { companyId, kind: 'configuration' });
}

/**
 * Stores a checked recording with its history entry; nothing is stored when the bytes are refused. An Ogg
 * or a decoded M4A is stored as its MP3 copy, which every player plays (docs/sound.md, "Where they are kept").
 */
export async function uploadRecording(
  deps: Deps,
  auth: Auth,
  companyId: string,
  details: RecordingDetails,
  upload: Uint8Array,
): Promise<Sound> {
  const { format, bytes, seconds, loudness } = await checkedRecording(upload, deps.logger);
  const row = {
    id: randomUUID(),
    company_id: companyId,
    name: details.name,
    credit: details.credit,
    seconds,
    format,
    content_hash: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    loudness_lufs: loudness?.lufs ?? null,
    true_peak_db: loudness?.truePeakDb ?? null,
    gain_db: loudness?.gainDb ?? null,
    bytes,
    created_at: deps.clock.now(),
    created_by: auth.userId,
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertRecording(trx, row);
    const change = { id: row.id, action: 'create', title: HISTORY_TITLES.uploadedRecording };
    await recordAndSignal(trx, companyId, { ...change, before: null, after: snapshot(row) }, deps);
  });
  return soundOfRecording(row);
}

async function requireRecording(db: Db, companyId: string, soundId: string): Promise<RecordingSummary> {
  const found = await findRecording(db, companyId, soundId);
  if (!found) throw new AppError('NOT_FOUND', text('server.sound.unknown'));
  return found;
}

export async function renameRecording(
  deps: Deps,
  companyId: string,
  soundId: string,
  details: RecordingDetails,
): Promise<Sound> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await requireRecording(trx, companyId, soundId);
    await updateRecordingDetails(trx, companyId, soundId, details);
    const after = { ...before, ...details };
    const change = { id: soundId, action: 'update', title: HISTORY_TITLES.changedRecording };
    await recordAndSignal(trx, companyId, { ...change, before: snapshot(before), after: snapshot(after) }, deps);
    return soundOfRecording(after);
  });
}

/** The first place the profile plays a sound, as words for the refusal; null when it plays it nowhere. */
function placeOf(profile: SoundProfile, soundId: string) {
  for (const prayer of SOUND_PROFILE_PRAYERS)
    for (const moment of ['azan', 'beforeIqama', 'iqama'] as const)
      if (profile.prayers[prayer][moment] === soundId)
        return { prayer: text(`server.sound.prayer.${prayer}`), moment: text(`server.sound.moment.${moment}`) };
  const anchored = profile.anchored.find((item) => item.sound === soundId);
  if (anchored) {
    // An anchored sound: named by its anchor's prayer, "anchored to the day" as the moment.
    const prayer = anchored.anchor.split('-')[0] as (typeof SOUND_PROFILE_PRAYERS)[number];
    return { prayer: text(`server.sound.prayer.${prayer}`), moment: text('server.sound.moment.anchored') };
  }
  return null;
}

/**
 * Deletes a recording the profile does not play; one it plays is refused with where, so a screen never
 * loses a sound it plans (docs/sound.md, "Recordings").
 */
export async function removeRecording(
  deps: Deps,
  companyId: string,
  soundId: string,
  profileOf: (db: Db, companyId: string) => Promise<SoundProfile>,
): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await requireRecording(trx, companyId, soundId);
    // The profile's lock, as its save takes: a save naming this recording waits and then finds it gone.
    await lockSoundProfileRow(trx, companyId);
    const place = placeOf(await profileOf(trx, companyId), soundId);
    if (place) throw new AppError('CONFLICT', text('server.sound.inUse', { name: before.name, ...place }));
    await deleteRecording(trx, companyId, soundId);
    const change = { id: soundId, action: 'delete', title: HISTORY_TITLES.deletedRecording };
    await recordAndSignal(trx, companyId, { ...change, before: snapshot(before), after: null }, deps);
    return before.name;
  });
}
