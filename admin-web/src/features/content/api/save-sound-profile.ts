import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { SAVE_SOUND_PROFILE } from '@core/http/contract/sound.js';
import type { SoundProfile } from '@core/sound/sound-profile.js';
import { api } from '../../../lib/api-client.js';
import { soundProfileKey } from './get-sound-profile.js';

/** PUT /api/companies/{companyId}/sound-profile: replaces the profile (docs/sound.md). */
export function saveSoundProfile(
  companyId: string,
  body: SoundProfile,
): Promise<ResponseOf<typeof SAVE_SOUND_PROFILE>> {
  return api.put<ResponseOf<typeof SAVE_SOUND_PROFILE>>(pathOf(SAVE_SOUND_PROFILE, { companyId }), body);
}

export function useSaveSoundProfile(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SoundProfile) => saveSoundProfile(companyId, body),
    onSuccess: (response) => {
      if (response.target) queryClient.setQueryData(soundProfileKey(companyId), response.target);
    },
  });
}
