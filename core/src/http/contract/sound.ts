import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import { RECORDING_CONTENT_TYPES, recordingDetailsSchema } from '../../sound/recording.js';
import { soundProfileSchema, type SoundProfile } from '../../sound/sound-profile.schema.js';
import type { Sound } from '../../sound/sound.types.js';
import { soundAnswer } from '../../sound/sound-answers.js';
import { serviceAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { segment } from './text-values.js';

/**
 * A masjid's sounds and its sound profile (docs/sound.md), for its admins and super admins. Screens read
 * both inside the dashboard answer, so they never ask for anything at the moment they must play.
 */

/** GET /api/companies/{companyId}/sounds: the masjid's library, the built-in tones first. */
export const SOUNDS = endpoint<Sound[]>()({
  method: 'GET',
  path: '/api/companies/:companyId/sounds',
  doc: {
    tag: 'Content',
    summary: "The sounds a masjid's profile may name: the built-in tones (kind 'tone', url null) and its recordings.",
    access: 'masjid-admin',
    answers: 'array',
  },
  params: z.object({ companyId: segment }),
  answer: z.array(soundAnswer),
});

/** GET /api/companies/{companyId}/sound-profile: what sounds at each prayer; the default until first saved. */
export const SOUND_PROFILE = endpoint<SoundProfile>()({
  method: 'GET',
  path: '/api/companies/:companyId/sound-profile',
  doc: {
    tag: 'Content',
    summary:
      "What sounds at each prayer's azan, before its iqama and at its iqama, and the sounds anchored to the day (tarhim, du'a, Qur'an, takbir); until first saved, what the masjid's chime settings played.",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  answer: soundProfileSchema,
});

/** PUT /api/companies/{companyId}/sound-profile: replaces the profile; each sound it names must exist. */
export const SAVE_SOUND_PROFILE = endpoint<ServiceResponse<SoundProfile>>()({
  method: 'PUT',
  path: '/api/companies/:companyId/sound-profile',
  doc: {
    tag: 'Content',
    summary:
      "Save what sounds at each prayer (a sound id, 'tone' or null for each moment) and the anchored sounds ({sound, anchor, offsetMinutes, stopAt}); screens follow within seconds.",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: soundProfileSchema,
  answer: serviceAnswer(soundProfileSchema),
});

const RECORDING_TYPES = Object.values(RECORDING_CONTENT_TYPES);

/**
 * POST /api/companies/{companyId}/sounds (multipart: `file`, `name`, `credit`): a recording of the masjid's
 * own, checked by its bytes (MP3, Ogg Vorbis or Opus, WAV, M4A/AAC; up to 20 MB and 15 minutes).
 */
export const UPLOAD_SOUND = endpoint<ServiceResponse<Sound>>()({
  method: 'POST',
  path: '/api/companies/:companyId/sounds',
  doc: {
    tag: 'Content',
    summary:
      'Upload a recording (multipart: file, name, credit): MP3, Ogg (Vorbis or Opus), WAV or M4A/AAC, recognised by its bytes, up to 20 MB and 15 minutes; answers the new sound with its public address.',
    access: 'masjid-admin',
    consumes: 'multipart/form-data',
  },
  params: z.object({ companyId: segment }),
  answer: serviceAnswer(soundAnswer),
});

const soundParams = z.object({ companyId: segment, soundId: segment });

/** PATCH /api/companies/{companyId}/sounds/{soundId}: a recording's new name and credit line. */
export const UPDATE_SOUND = endpoint<ServiceResponse<Sound>>()({
  method: 'PATCH',
  path: '/api/companies/:companyId/sounds/:soundId',
  doc: { tag: 'Content', summary: 'Rename a recording or change its credit line.', access: 'masjid-admin' },
  params: soundParams,
  body: recordingDetailsSchema,
  answer: serviceAnswer(soundAnswer),
});

/** DELETE /api/companies/{companyId}/sounds/{soundId}: refused while the sound profile names it. */
export const DELETE_SOUND = endpoint<ServiceResponse<null>>()({
  method: 'DELETE',
  path: '/api/companies/:companyId/sounds/:soundId',
  doc: {
    tag: 'Content',
    summary: 'Delete a recording; refused (409) while the sound profile plays it, naming where.',
    access: 'masjid-admin',
  },
  params: soundParams,
  answer: serviceAnswer(z.null()),
});

/**
 * GET /api/sound-files/{hash}.{format}: a recording's bytes, for anyone (screens, the admin's Listen). The
 * address holds the SHA-256 of the bytes, so it never changes meaning and may be cached for a year.
 */
export const SOUND_FILE = endpoint<Uint8Array>()({
  method: 'GET',
  path: '/api/sound-files/:file',
  doc: {
    tag: 'Content',
    summary: "A recording's bytes at its immutable address (the content's SHA-256), cached for a year.",
    access: 'anyone',
    produces: RECORDING_TYPES,
  },
  params: z.object({
    file: z.string().regex(/^[0-9a-f]{64}\.(mp3|ogg|wav|m4a)$/, 'Not a sound file address'),
  }),
});
