import { createHash, randomUUID } from 'node:crypto';
import { HISTORY_TITLES } from '@core/history/titles.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { POSTER_FILE } from '@core/http/contract/playlist.js';
import {
  masjidPlaylistInputSchema,
  POSTER_MAX_BYTES,
  type MasjidPlaylist,
  type MasjidPlaylistInput,
  type Poster,
} from '@core/playlists/masjid-playlist.js';
import type { PlaylistItem } from '@core/playlists/playlist.schema.js';
import { coded } from '@core/validation/coded-message.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { recordChange } from '../history/record-change.js';
import { AppError, validationError, type ErrorFields } from '../http/errors.js';
import { text } from '../http/server-text.js';
import { requireMasjid } from '../sound/sound.service.js';
import { readPoster } from './poster-bytes.js';
import { findPlaylistRow, findPosters, insertPoster, lockPlaylistRow, putPlaylistRow } from './playlist.repository.js';
import type { PosterSummary } from './playlist.table.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;
type Db = Deps['db'];

const UNKNOWN_POSTER = coded('There is no such poster in this masjid', 'server.poster.unknown');

export function posterOf(row: PosterSummary): Poster {
  return {
    id: row.id,
    name: row.name,
    url: pathOf(POSTER_FILE, { file: `${row.content_hash}.${row.format}` }),
    width: row.width,
    height: row.height,
  };
}

/** The saved playlist (empty until first saved) with the masjid's posters. */
export async function playlistOf(db: Db, companyId: string): Promise<MasjidPlaylist> {
  const [row, posters] = await Promise.all([findPlaylistRow(db, companyId), findPosters(db, companyId)]);
  const saved = row ? masjidPlaylistInputSchema.safeParse(row.playlist) : null;
  const playlist = saved?.success ? saved.data : { items: [], notices: [] };
  return { ...playlist, posters: posters.map(posterOf) };
}

export async function readPlaylist(deps: Pick<Deps, 'db'>, companyId: string): Promise<MasjidPlaylist> {
  await requireMasjid(deps.db, companyId);
  return playlistOf(deps.db, companyId);
}

/** One line per item and notice, which the History page shows field by field (docs/history.md). */
function snapshot(playlist: MasjidPlaylistInput): Record<string, string> {
  const fields: Record<string, string> = {};
  const windowOf = (item: PlaylistItem) =>
    item.prayerWindow
      ? `${item.prayerWindow.prayer} ${item.prayerWindow.from}${item.prayerWindow.fromMinutes ? ` ${item.prayerWindow.fromMinutes} min` : ''} - ${item.prayerWindow.until}${item.prayerWindow.untilMinutes ? ` ${item.prayerWindow.untilMinutes} min` : ''}`
      : 'any time';
  playlist.items.forEach((item, index) => {
    const where = [...item.roles, ...item.screens].join(', ') || 'every screen';
    fields[`Item${index + 1}`] =
      `${item.kind} ${item.ref ?? ''} · ${where} · ${windowOf(item)} · priority ${item.priority} · ${item.durationSeconds} s`;
  });
  playlist.notices.forEach((notice, index) => {
    fields[`Janazah${index + 1}`] = `${notice.name} · ${notice.salahAt.replace('T', ' ')} · ${notice.place}`;
  });
  return fields;
}

/**
 * Replaces the masjid's playlist with its history entry and the screens' change signal in the same
 * transaction; a poster an item names must be one of this masjid's.
 */
export async function savePlaylist(
  deps: Deps,
  auth: Auth,
  companyId: string,
  input: MasjidPlaylistInput,
): Promise<MasjidPlaylist> {
  const masjid = await requireMasjid(deps.db, companyId);
  return deps.db.transaction().execute(async (trx) => {
    await lockPlaylistRow(trx, masjid.id);
    const posters = await findPosters(trx, masjid.id);
    const errors: ErrorFields = {};
    input.items.forEach((item, index) => {
      if (item.kind === 'poster' && !posters.some((poster) => poster.id === item.ref))
        errors[`items.${index}.ref`] = UNKNOWN_POSTER;
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const before = await playlistOf(trx, masjid.id);
    await putPlaylistRow(trx, masjid.id, input, auth.userId, deps.clock.now());
    await recordChange(
      trx,
      {
        companyId: masjid.id,
        entity: 'configuration',
        entityId: 'playlist',
        action: 'update',
        title: HISTORY_TITLES.savedPlaylist,
      },
      snapshot(before),
      snapshot(input),
    );
    await deps.changes.publish(trx, { companyId: masjid.id, kind: 'configuration' });
    return { ...input, posters: posters.map(posterOf) };
  });
}

export function posterTooLarge(): never {
  throw new AppError('TOO_LARGE', text('server.poster.tooLarge', { mb: POSTER_MAX_BYTES / 1024 / 1024 }));
}

/** Stores a poster checked by its bytes, with its history entry; nothing is stored when they are refused. */
export async function uploadPoster(
  deps: Deps,
  auth: Auth,
  companyId: string,
  name: string,
  bytes: Uint8Array,
): Promise<Poster> {
  if (bytes.length > POSTER_MAX_BYTES) posterTooLarge();
  const reading = readPoster(bytes);
  if (!reading.ok) {
    const key = (
      { empty: 'server.poster.empty', 'not-image': 'server.poster.notImage', damaged: 'server.poster.damaged' } as const
    )[reading.problem];
    throw new AppError(reading.problem === 'not-image' ? 'UNSUPPORTED_MEDIA' : 'VALIDATION', text(key), {
      file: text(key),
    });
  }
  const row = {
    id: randomUUID(),
    company_id: companyId,
    name,
    format: reading.format,
    width: reading.width,
    height: reading.height,
    content_hash: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    bytes,
    created_at: deps.clock.now(),
    created_by: auth.userId,
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertPoster(trx, row);
    await recordChange(
      trx,
      {
        companyId,
        entity: 'configuration',
        entityId: `poster:${row.id}`,
        action: 'create',
        title: HISTORY_TITLES.uploadedPoster,
      },
      null,
      { Name: row.name, Size: `${row.width} x ${row.height}` },
    );
    await deps.changes.publish(trx, { companyId, kind: 'configuration' });
  });
  return posterOf(row);
}
