import { z } from 'zod';
import { nameField } from '../validation/text-fields.js';

/**
 * A masjid's short videos (docs/screens.md, "Videos"): what an upload may be, shared by the admin form and
 * the server, which checks each file by its bytes (server/src/playlists/video-bytes.ts).
 */

/** Largest video an admin may upload: a minute or two of 1080p H.264, counted while the upload arrives. */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const VIDEO_FORMATS = ['mp4', 'webm'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];
export const VIDEO_CONTENT_TYPES: Record<VideoFormat, string> = { mp4: 'video/mp4', webm: 'video/webm' };
/** What the file chooser offers; the server decides by the bytes. */
export const VIDEO_ACCEPT = '.mp4,.m4v,.webm,video/mp4,video/webm';

/** A video the masjid uploaded, with its public, immutable address. */
export interface Video {
  id: string;
  name: string;
  url: string;
  format: VideoFormat;
  size: number;
  /** True unless the admin chose sound: a screen plays it without sound. */
  muted: boolean;
}

/** The upload's text fields: a name, and `sound` ("on") when the video is to play with its sound. */
export const videoDetailsSchema = z.object({
  name: nameField('Name', 80),
  sound: z.boolean().default(false),
});
