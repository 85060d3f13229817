import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import { soundProfileSchema, type SoundProfile } from '../../sound/sound-profile.js';
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
      "What sounds at each prayer's azan, before its iqama and at its iqama; until first saved, what the masjid's chime settings played.",
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
      "Save what sounds at each prayer (a sound id, 'tone' or null for each moment); screens follow within seconds.",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: soundProfileSchema,
  answer: serviceAnswer(soundProfileSchema),
});
