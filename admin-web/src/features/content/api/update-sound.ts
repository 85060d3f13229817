import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@core/http/contract/endpoint.js';
import { UPDATE_SOUND } from '@core/http/contract/sound.js';
import type { RecordingDetails } from '@core/sound/recording.js';
import { call } from '../../../lib/api-client.js';
import { soundsKey } from './get-sound-profile.js';

/** PATCH /api/companies/{companyId}/sounds/{soundId}: a recording's name and credit line. */
export function updateSound(
  companyId: string,
  soundId: string,
  body: RecordingDetails,
): Promise<ResponseOf<typeof UPDATE_SOUND>> {
  return call(UPDATE_SOUND, { params: { companyId, soundId }, body });
}

export function useUpdateSound(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ soundId, ...body }: RecordingDetails & { soundId: string }) => updateSound(companyId, soundId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: soundsKey(companyId) }),
  });
}
