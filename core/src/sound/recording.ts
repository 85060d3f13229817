import { z } from 'zod';
import { nameField } from '../validation/text-fields.js';
import { plainText, tooLong } from '../validation/text-rules.js';

/**
 * A masjid's own recordings (docs/sound.md, "Recordings"): what an upload may be, shared by the admin form
 * and the server, which checks each file by its bytes.
 */

/** Largest recording an admin may upload: a long Qur'an recitation at a good MP3 bitrate fits. */
export const RECORDING_MAX_BYTES = 20 * 1024 * 1024;
/** Longest recording: 15 minutes, longer than any adhan, du'a or tarhim. */
export const RECORDING_MAX_SECONDS = 15 * 60;
export const RECORDING_NAME_MAX = 80;
export const RECORDING_CREDIT_MAX = 200;

/** The formats a recording may be, each recognised by its bytes (server/src/sound/recording-bytes.ts). */
export const RECORDING_FORMATS = ['mp3', 'ogg', 'wav', 'm4a'] as const;
export type RecordingFormat = (typeof RECORDING_FORMATS)[number];

export const RECORDING_CONTENT_TYPES: Record<RecordingFormat, string> = {
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
};

/** What the file chooser offers; the server decides by the bytes, whatever the name says. */
export const RECORDING_ACCEPT = '.mp3,.ogg,.oga,.opus,.wav,.m4a,.aac,.mp4,audio/*';

/** A recording's name and credit line: the upload's text fields, and the whole body of a rename. */
export const recordingDetailsSchema = z.object({
  name: nameField('Name', RECORDING_NAME_MAX),
  /** Who recorded it and under which licence; may be empty. */
  credit: z
    .string()
    .trim()
    .max(RECORDING_CREDIT_MAX, tooLong(RECORDING_CREDIT_MAX))
    .superRefine(plainText())
    .default(''),
});
export type RecordingDetails = z.infer<typeof recordingDetailsSchema>;
