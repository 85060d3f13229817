import { createHash, randomUUID } from 'node:crypto';
import { HISTORY_TITLES, type HistoryTitle } from '@core/history/titles.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { POSTER_FILE, VIDEO_FILE } from '@core/http/contract/playlist.js';
import { VIDEO_MAX_BYTES, type Video, type VideoFormat } from '@core/playlists/video.js';
import {
  EMPTY_PLAYLIST,
  masjidPlaylistInputSchema,
  type PlaylistExpenseSheet,
  type PlaylistFund,
  type MasjidPlaylist,
  type MasjidPlaylistInput,
} from '@core/playlists/masjid-playlist.js';
import { POSTER_MAX_BYTES, type Poster } from '@core/playlists/posters.js';
import { playlistFromSnapshot, playlistSnapshot } from '@core/playlists/playlist-snapshot.js';
import { coded } from '@core/validation/coded-message.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { recordChange } from '../history/record-change.js';
import { AppError, badRequest, notFound, validationError, type ErrorFields } from '../http/errors.js';
import { findHistoryEntry } from '../history/history.repository.js';
import { text } from '../http/server-text.js';
import { requireMasjid } from '../sound/sound.service.js';
import { readPoster } from './poster-bytes.js';
import { toFund } from '../content/content.mapper.js';
import {
  findAnnouncementTitles,
  findExpenseSheets,
  findFunds,
  findPlaylistRow,
  findPosterSizes,
  findPosters,
  findVideos,
  deletePoster,
  deleteVideo,
  insertPoster,
  insertVideo,
  lockPlaylistRow,
  putPlaylistRow,
} from './playlist.repository.js';
import { posterCopies } from './poster-sizes.js';
import type { PosterSizeSummary, PosterSummary, VideoSummary } from './playlist.table.js';
import { checkMp4Codecs, type CodecCheck } from './mp4-codecs.js';
import { checkWebmCodecs } from './webm-codecs.js';
import { readVideo } from './video-bytes.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;
type Db = Deps['db'];

/** The history entries of playlist saves and restores (docs/history.md). */
export const PLAYLIST_ENTITY_ID = 'playlist';

const UNKNOWN_POSTER = coded('There is no such poster in this masjid', 'server.poster.unknown');
const UNKNOWN_FUND = coded('There is no such fund in this masjid', 'server.playlist.unknownFund');
const UNKNOWN_VIDEO = coded('There is no such video in this masjid', 'server.video.unknown');
const UNKNOWN_EXPENSE_SHEET = coded(
  'There is no such expense sheet in this masjid',
  'server.playlist.unknownExpenseSheet',
);
const UNKNOWN_ANNOUNCEMENT = coded(
  'There is no such announcement in this masjid',
  'server.playlist.unknownAnnouncement',
);

/** The masjid's funds an appeal may name, with their progress (collected / goal) from the fund itself. */
async function playlistFunds(db: Db, companyId: string): Promise<PlaylistFund[]> {
  const rows = await findFunds(db, companyId);
  return rows.map((row) => {
    const fund = toFund(row);
    return { id: row.id, name: fund.name, goal: fund.goal, current: fund.current };
  });
}

type SheetRow = Awaited<ReturnType<typeof findExpenseSheets>>[number];

/**
 * The sheets the screens may show (docs/screens.md, "Expense sheets"): the switched-on ones, as the expenses
 * frame shows them; a sheet switched off stays private, and an item naming it shows nothing.
 */
const shownSheets = (sheets: SheetRow[]): PlaylistExpenseSheet[] =>
  sheets
    .filter((sheet) => sheet.enabled)
    .map((sheet) => ({ id: sheet.id, name: sheet.name, description: sheet.description, rows: sheet.rows }));

export function videoOf(row: VideoSummary): Video {
  return {
    id: row.id,
    name: row.name,
    url: pathOf(VIDEO_FILE, { file: `${row.content_hash}.${row.format}` }),
    format: row.format,
    size: row.size,
    muted: row.muted,
  };
}

const posterFileUrl = (file: { content_hash: string; format: string }) =>
  pathOf(POSTER_FILE, { file: `${file.content_hash}.${file.format}` });

export function posterOf(row: PosterSummary, sizes: readonly PosterSizeSummary[]): Poster {
  return {
    id: row.id,
    name: row.name,
    url: posterFileUrl(row),
    width: row.width,
    height: row.height,
    sizes: sizes
      .filter((size) => size.poster_id === row.id)
      .map((size) => ({ width: size.width, height: size.height, url: posterFileUrl(size) })),
  };
}

/** The masjid's posters as answered, each with its copies. */
async function postersWithSizes(db: Db, rows: PosterSummary[]): Promise<Poster[]> {
  const sizes = await findPosterSizes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => posterOf(row, sizes));
}

/** The saved playlist (empty until first saved) with the masjid's posters and videos. */
export async function playlistOf(db: Db, companyId: string): Promise<MasjidPlaylist> {
  const [row, posters, videos, funds, announcements, sheets] = await Promise.all([
    findPlaylistRow(db, companyId),
    findPosters(db, companyId),
    findVideos(db, companyId),
    playlistFunds(db, companyId),
    findAnnouncementTitles(db, companyId),
    findExpenseSheets(db, companyId),
  ]);
  const saved = row ? masjidPlaylistInputSchema.safeParse(row.playlist) : null;
  const { posters: _, videos: __, funds: ___, announcements: ____, expenseSheets: _____, ...empty } = EMPTY_PLAYLIST;
  const playlist = saved?.success ? saved.data : empty;
  return {
    ...playlist,
    posters: await postersWithSizes(db, posters),
    videos: videos.map(videoOf),
    funds,
    announcements,
    expenseSheets: shownSheets(sheets),
  };
}

export async function readPlaylist(deps: Pick<Deps, 'db'>, companyId: string): Promise<MasjidPlaylist> {
  await requireMasjid(deps.db, companyId);
  return playlistOf(deps.db, companyId);
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
  return writePlaylist(deps, auth, masjid.id, input, { action: 'update', title: HISTORY_TITLES.savedPlaylist });
}

/**
 * Puts back the playlist a history entry of this masjid kept (docs/screens.md, "Playlists"), checked as a
 * save is, with a history entry of its own even when nothing differs.
 */
export async function restorePlaylist(
  deps: Deps,
  auth: Auth,
  companyId: string,
  entryId: string,
): Promise<MasjidPlaylist> {
  const masjid = await requireMasjid(deps.db, companyId);
  const entry = await findHistoryEntry(deps.db, entryId);
  if (!entry || entry.company_id !== masjid.id || entry.entity_id !== PLAYLIST_ENTITY_ID)
    throw notFound('Playlist history entry');
  const playlist = playlistFromSnapshot(entry.after);
  if (!playlist) throw badRequest(text('server.playlist.notRestorable'));
  return writePlaylist(deps, auth, masjid.id, playlist, {
    action: 'restore',
    title: HISTORY_TITLES.restoredPlaylist,
    always: true,
  });
}

/**
 * Replaces the masjid's playlist with its history entry and the screens' change signal in the same
 * transaction; a poster an item names must be one of this masjid's.
 */
async function writePlaylist(
  deps: Deps,
  auth: Auth,
  companyId: string,
  input: MasjidPlaylistInput,
  change: { action: string; title: HistoryTitle; always?: boolean },
): Promise<MasjidPlaylist> {
  return deps.db.transaction().execute(async (trx) => {
    await lockPlaylistRow(trx, companyId);
    const [posters, videos, funds, announcements, sheets] = await Promise.all([
      findPosters(trx, companyId),
      findVideos(trx, companyId),
      playlistFunds(trx, companyId),
      findAnnouncementTitles(trx, companyId),
      findExpenseSheets(trx, companyId),
    ]);
    const errors: ErrorFields = {};
    input.items.forEach((item, index) => {
      if (item.kind === 'poster' && !posters.some((poster) => poster.id === item.ref))
        errors[`items.${index}.ref`] = UNKNOWN_POSTER;
      if (item.kind === 'video' && !videos.some((video) => video.id === item.ref))
        errors[`items.${index}.ref`] = UNKNOWN_VIDEO;
      if (item.kind === 'announcement' && !announcements.some((announcement) => announcement.id === item.ref))
        errors[`items.${index}.ref`] = UNKNOWN_ANNOUNCEMENT;
      if (item.kind === 'fund' && !funds.some((fund) => fund.id === item.ref))
        errors[`items.${index}.ref`] = UNKNOWN_FUND;
      // Any of this masjid's sheets, switched on or not; never another masjid's (its lines are its own).
      if (item.kind === 'expense-sheet' && !sheets.some((sheet) => sheet.id === item.ref))
        errors[`items.${index}.ref`] = UNKNOWN_EXPENSE_SHEET;
    });
    // An appeal's progress is the fund's own: the fund must be one of this masjid's.
    input.appeals.forEach((appeal, index) => {
      if (!funds.some((fund) => fund.id === appeal.fundId)) errors[`appeals.${index}.fundId`] = UNKNOWN_FUND;
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const before = await playlistOf(trx, companyId);
    await putPlaylistRow(trx, companyId, input, auth.userId, deps.clock.now());
    await recordChange(
      trx,
      { companyId, entity: 'configuration', entityId: PLAYLIST_ENTITY_ID, ...change },
      playlistSnapshot(before, [
        ...before.posters,
        ...(before.videos ?? []),
        ...funds,
        ...named(announcements),
        ...sheets,
      ]),
      playlistSnapshot(input, [...posters, ...videos, ...funds, ...named(announcements), ...sheets]),
    );
    await deps.changes.publish(trx, { companyId, kind: 'configuration' });
    return {
      ...input,
      posters: await postersWithSizes(trx, posters),
      videos: videos.map(videoOf),
      funds,
      announcements,
      expenseSheets: shownSheets(sheets),
    };
  });
}

/** Announcements labelled by their title in the history (docs/history.md). */
const named = (announcements: Array<{ id: string; title: string }>) =>
  announcements.map((announcement) => ({ id: announcement.id, name: announcement.title }));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

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
  const decoded = await posterCopies(bytes);
  if (!decoded.ok) {
    const key = decoded.problem === 'too-many-pixels' ? 'server.poster.tooManyPixels' : 'server.poster.undecodable';
    throw new AppError('VALIDATION', text(key), { file: text(key) });
  }
  const id = randomUUID();
  const sizes = decoded.copies.map((copy) => ({
    poster_id: id,
    width: copy.width,
    height: copy.height,
    format: 'webp' as const,
    content_hash: sha256(copy.bytes),
    size: copy.bytes.length,
    bytes: copy.bytes,
  }));
  const row = {
    id,
    company_id: companyId,
    name,
    format: reading.format,
    width: reading.width,
    height: reading.height,
    content_hash: sha256(bytes),
    size: bytes.length,
    bytes,
    created_at: deps.clock.now(),
    created_by: auth.userId,
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertPoster(trx, row, sizes);
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
  return posterOf(row, sizes);
}

/** The message of each codec refusal, by container: WebM's advice differs (VP9 not H.264, Opus not AAC). */
const CODEC_MESSAGES = {
  mp4: {
    'video-codec': 'server.video.videoCodec',
    'audio-codec': 'server.video.audioCodec',
    'no-video': 'server.video.noVideoTrack',
    unreadable: 'server.video.unreadableMp4',
  },
  webm: {
    'video-codec': 'server.video.webmVideoCodec',
    'audio-codec': 'server.video.webmAudioCodec',
    'no-video': 'server.video.noVideoTrackWebm',
    unreadable: 'server.video.unreadableWebm',
  },
} as const satisfies Record<VideoFormat, Record<Extract<CodecCheck, { ok: false }>['problem'], string>>;

export function videoTooLarge(): never {
  throw new AppError('TOO_LARGE', text('server.video.tooLarge', { mb: VIDEO_MAX_BYTES / 1024 / 1024 }));
}

/**
 * Stores a video checked by its bytes (docs/screens.md, "Videos"), muted unless sound was chosen, with its
 * history entry; nothing is stored when the bytes are refused.
 */
export async function uploadVideo(
  deps: Deps,
  auth: Auth,
  companyId: string,
  details: { name: string; sound: boolean },
  bytes: Uint8Array,
): Promise<Video> {
  if (bytes.length > VIDEO_MAX_BYTES) videoTooLarge();
  const reading = readVideo(bytes);
  if (!reading.ok) {
    const key = reading.problem === 'empty' ? 'server.video.empty' : 'server.video.notVideo';
    throw new AppError(reading.problem === 'empty' ? 'VALIDATION' : 'UNSUPPORTED_MEDIA', text(key), {
      file: text(key),
    });
  }
  // The codecs inside (docs/screens.md, "Videos"): an HEVC MP4 passes the ftyp check and plays as a black
  // box, and a WebM header may wrap H.264 or AAC, which browsers refuse in WebM.
  const codecs =
    reading.format === 'mp4' ? checkMp4Codecs(bytes, details.sound) : checkWebmCodecs(bytes, details.sound);
  if (!codecs.ok) {
    const keys = CODEC_MESSAGES[reading.format];
    const message =
      codecs.problem === 'video-codec' || codecs.problem === 'audio-codec'
        ? text(keys[codecs.problem], { codec: codecs.codec })
        : text(keys[codecs.problem]);
    throw new AppError('UNSUPPORTED_MEDIA', message, { file: message });
  }
  const row = {
    id: randomUUID(),
    company_id: companyId,
    name: details.name,
    format: reading.format,
    muted: !details.sound,
    content_hash: sha256(bytes),
    size: bytes.length,
    bytes,
    created_at: deps.clock.now(),
    created_by: auth.userId,
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertVideo(trx, row);
    await recordChange(
      trx,
      {
        companyId,
        entity: 'configuration',
        entityId: `video:${row.id}`,
        action: 'create',
        title: HISTORY_TITLES.uploadedVideo,
      },
      null,
      { Name: row.name, Size: `${(row.size / 1024 / 1024).toFixed(1)} MB`, Sound: row.muted ? 'off' : 'on' },
    );
    await deps.changes.publish(trx, { companyId, kind: 'configuration' });
  });
  return videoOf(row);
}

/**
 * Deletes a poster or a video of the masjid (docs/screens.md, "Deleting posters and videos") with every
 * stored size, its history entry and the screens' signal. One an item of the playlist shows is refused (409)
 * naming the items by their place, as the admin page numbers them, so a screen never loses what it plans.
 * The playlist's lock is taken first: a save naming it waits, then finds it gone and is refused.
 */
export async function removeMedia(
  deps: Deps,
  companyId: string,
  kind: 'poster' | 'video',
  id: string,
): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    await lockPlaylistRow(trx, companyId);
    const found =
      kind === 'poster'
        ? (await findPosters(trx, companyId)).find((row) => row.id === id)
        : (await findVideos(trx, companyId)).find((row) => row.id === id);
    // Another masjid's poster under this masjid's path is unknown here, as it is to its admins.
    if (!found) throw notFound(kind === 'poster' ? 'Poster' : 'Video');
    const row = await findPlaylistRow(trx, companyId);
    const saved = row ? masjidPlaylistInputSchema.safeParse(row.playlist) : null;
    const places = (saved?.success ? saved.data.items : [])
      .map((item, index) => (item.kind === kind && item.ref === id ? index + 1 : 0))
      .filter((place) => place > 0);
    if (places.length > 0)
      throw new AppError(
        'CONFLICT',
        text(kind === 'poster' ? 'server.poster.inUse' : 'server.video.inUse', {
          name: found.name,
          items: places.join(', '),
        }),
      );
    await (kind === 'poster' ? deletePoster : deleteVideo)(trx, companyId, id);
    await recordChange(
      trx,
      {
        companyId,
        entity: 'configuration',
        entityId: `${kind}:${id}`,
        action: 'delete',
        title: kind === 'poster' ? HISTORY_TITLES.deletedPoster : HISTORY_TITLES.deletedVideo,
      },
      { Name: found.name },
      null,
    );
    await deps.changes.publish(trx, { companyId, kind: 'configuration' });
    return found.name;
  });
}
