import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import { masjidPlaylistInputSchema, type MasjidPlaylist } from '../../playlists/masjid-playlist.js';
import { POSTER_CONTENT_TYPES, type Poster } from '../../playlists/posters.js';
import { endpoint } from './endpoint.js';
import { serviceAnswer } from '../../api-answers.js';
import { masjidPlaylistAnswer, posterAnswer, videoAnswer } from '../../playlists/playlist-answers.js';
import { VIDEO_CONTENT_TYPES, type Video } from '../../playlists/video.js';
import { segment } from './text-values.js';

/**
 * A masjid's playlist and posters (docs/screens.md, "Playlists"), for its admins and super admins. Screens
 * read both inside the dashboard answer (`playlist`), and run core's scheduler on them.
 */

/** GET /api/companies/{companyId}/playlist: the items, the janazah notices and the posters. */
export const PLAYLIST = endpoint<MasjidPlaylist>()({
  method: 'GET',
  path: '/api/companies/:companyId/playlist',
  doc: {
    tag: 'Content',
    summary: "A masjid's playlist: its items (with their windows), its janazah notices and its posters.",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  answer: masjidPlaylistAnswer,
});

/** PUT /api/companies/{companyId}/playlist: replaces the items and notices; screens follow within seconds. */
export const SAVE_PLAYLIST = endpoint<ServiceResponse<MasjidPlaylist>>()({
  method: 'PUT',
  path: '/api/companies/:companyId/playlist',
  doc: {
    tag: 'Content',
    summary:
      "Save the playlist (items and janazah notices) whole; each poster an item names must be one of the masjid's. Screens follow within seconds.",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: masjidPlaylistInputSchema,
  answer: serviceAnswer(masjidPlaylistAnswer),
});

/** POST /api/companies/{companyId}/posters (multipart: `file`, `name`): a JPEG, PNG or WebP, checked by its bytes. */
export const UPLOAD_POSTER = endpoint<ServiceResponse<Poster>>()({
  method: 'POST',
  path: '/api/companies/:companyId/posters',
  doc: {
    tag: 'Content',
    summary:
      'Upload a poster (multipart: file, name): JPEG, PNG or WebP, recognised by its bytes, up to 10 MB; answers the poster with its public address.',
    access: 'masjid-admin',
    consumes: 'multipart/form-data',
  },
  params: z.object({ companyId: segment }),
  answer: serviceAnswer(posterAnswer),
});

/** GET /api/poster-files/{hash}.{format}: a poster's bytes at an address made of their SHA-256, cached for a year. */
export const POSTER_FILE = endpoint<Uint8Array>()({
  method: 'GET',
  path: '/api/poster-files/:file',
  doc: {
    tag: 'Content',
    summary: "A poster's bytes at its immutable address (the content's SHA-256), cached for a year.",
    access: 'anyone',
    produces: Object.values(POSTER_CONTENT_TYPES),
  },
  params: z.object({
    file: z.string().regex(/^[0-9a-f]{64}\.(jpg|png|webp)$/, 'Not a poster file address'),
  }),
});

/** POST /api/companies/{companyId}/videos (multipart: `file`, `name`, `sound`): an MP4 or WebM, checked by its bytes. */
export const UPLOAD_VIDEO = endpoint<ServiceResponse<Video>>()({
  method: 'POST',
  path: '/api/companies/:companyId/videos',
  doc: {
    tag: 'Content',
    summary:
      'Upload a short video (multipart: file, name, sound "on" to play it with sound): MP4 or WebM, recognised by its bytes, up to 100 MB counted while it arrives; muted unless sound is chosen.',
    access: 'masjid-admin',
    consumes: 'multipart/form-data',
  },
  params: z.object({ companyId: segment }),
  answer: serviceAnswer(videoAnswer),
});

/** GET /api/video-files/{hash}.{format}: a video's bytes, whole or in a range (206), cached for a year. */
export const VIDEO_FILE = endpoint<Uint8Array>()({
  method: 'GET',
  path: '/api/video-files/:file',
  doc: {
    tag: 'Content',
    summary:
      "A video's bytes at its immutable address (the content's SHA-256): whole, or the range asked (206), as video elements ask; cached for a year.",
    access: 'anyone',
    produces: Object.values(VIDEO_CONTENT_TYPES),
  },
  params: z.object({
    file: z.string().regex(/^[0-9a-f]{64}\.(mp4|webm)$/, 'Not a video file address'),
  }),
});

/** POST {entryId}: puts back the playlist a history entry of this masjid kept (docs/screens.md, "Playlists"). */
export const RESTORE_PLAYLIST = endpoint<ServiceResponse<MasjidPlaylist>>()({
  method: 'POST',
  path: '/api/companies/:companyId/playlist/restore',
  doc: {
    tag: 'Content',
    summary:
      'Put back the playlist (items and notices) as a history entry of this masjid kept it; checked as a save is. Screens follow within seconds.',
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: z.object({ entryId: z.string().min(1, 'Entry id is required').max(100) }),
  answer: serviceAnswer(masjidPlaylistAnswer),
});

/** DELETE /api/companies/{companyId}/posters/{posterId}: refused (409) while a playlist item shows it. */
export const DELETE_POSTER = endpoint<ServiceResponse<null>>()({
  method: 'DELETE',
  path: '/api/companies/:companyId/posters/:posterId',
  doc: {
    tag: 'Content',
    summary:
      'Delete a poster and every stored size of it; refused (409) while an item of the playlist shows it, naming the item.',
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment, posterId: segment }),
  answer: serviceAnswer(z.null()),
});

/** DELETE /api/companies/{companyId}/videos/{videoId}: refused (409) while a playlist item shows it. */
export const DELETE_VIDEO = endpoint<ServiceResponse<null>>()({
  method: 'DELETE',
  path: '/api/companies/:companyId/videos/:videoId',
  doc: {
    tag: 'Content',
    summary: 'Delete a video; refused (409) while an item of the playlist shows it, naming the item.',
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment, videoId: segment }),
  answer: serviceAnswer(z.null()),
});
