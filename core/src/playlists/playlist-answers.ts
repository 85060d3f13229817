/** The playlist's answers as zod schemas (docs/api.md, "Answers"; docs/screens.md, "Playlists"). */
import { z } from 'zod';
import type { JanazahNotice, MasjidPlaylist, Poster } from './masjid-playlist.js';
import { playlistItemSchema } from './playlist.schema.js';
import { VIDEO_FORMATS, type Video } from './video.js';

export const posterAnswer = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().meta({
    description: "Where a screen fetches the poster's bytes: an immutable address made of their SHA-256.",
  }),
  width: z.number().int(),
  height: z.number().int(),
  sizes: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })).meta({
    description:
      'Smaller copies (WebP), narrowest first; a screen draws the narrowest at least as wide as its display in device pixels.',
  }),
}) satisfies z.ZodType<Poster>;

export const videoAnswer = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().meta({
    description: "Where a screen fetches the video (in ranges): an immutable address made of the bytes' SHA-256.",
  }),
  format: z.enum(VIDEO_FORMATS),
  size: z.number().int().meta({ description: 'Its length in bytes.' }),
  muted: z.boolean().meta({ description: 'True unless the admin chose sound: the screen plays it silent.' }),
}) satisfies z.ZodType<Video>;

export const janazahNoticeAnswer = z.object({
  id: z.string(),
  name: z.string().meta({ description: 'The name of the deceased.' }),
  salahAt: z.string().meta({ description: "The janazah salah on the masjid's wall clock (YYYY-MM-DDTHH:mm)." }),
  place: z.string(),
}) satisfies z.ZodType<JanazahNotice>;

export const masjidPlaylistAnswer = z.object({
  items: z.array(playlistItemSchema),
  notices: z.array(janazahNoticeAnswer),
  posters: z.array(posterAnswer),
  videos: z.array(videoAnswer),
}) satisfies z.ZodType<MasjidPlaylist>;
