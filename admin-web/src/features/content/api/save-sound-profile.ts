import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@core/http/contract/endpoint.js';
import { SAVE_SOUND_PROFILE } from '@core/http/contract/sound.js';
import type { SoundProfile } from '@core/sound/sound-profile.js';
import { call } from '../../../lib/api-client.js';
import { soundProfileKey } from './get-sound-profile.js';

/** PUT /api/companies/{companyId}/sound-profile: replaces the profile (docs/sound.md). */
export function saveSoundProfile(
  companyId: string,
  body: SoundProfile,
): Promise<ResponseOf<typeof SAVE_SOUND_PROFILE>> {
  return call(SAVE_SOUND_PROFILE, { params: { companyId }, body: body });
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
