import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@core/http/contract/endpoint.js';
import { DELETE_SOUND } from '@core/http/contract/sound.js';
import { call } from '../../../lib/api-client.js';
import { soundsKey } from './get-sound-profile.js';

/** DELETE /api/companies/{companyId}/sounds/{soundId}: refused while the sound profile plays it. */
export function deleteSound(companyId: string, soundId: string): Promise<ResponseOf<typeof DELETE_SOUND>> {
  return call(DELETE_SOUND, { params: { companyId, soundId } });
}

export function useDeleteSound(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (soundId: string) => deleteSound(companyId, soundId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: soundsKey(companyId) }),
  });
}
