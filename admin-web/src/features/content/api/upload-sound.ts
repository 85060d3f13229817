import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@core/http/contract/endpoint.js';
import { UPLOAD_SOUND } from '@core/http/contract/sound.js';
import type { RecordingDetails } from '@core/sound/recording.js';
import { call } from '../../../lib/api-client.js';
import { soundsKey } from './get-sound-profile.js';

/** POST /api/companies/{companyId}/sounds (multipart `file`, `name`, `credit`): a recording (docs/sound.md). */
export function uploadSound(
  companyId: string,
  { file, ...details }: RecordingDetails & { file: File },
): Promise<ResponseOf<typeof UPLOAD_SOUND>> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('name', details.name);
  form.append('credit', details.credit);
  return call(UPLOAD_SOUND, { params: { companyId }, body: form });
}

export function useUploadSound(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: RecordingDetails & { file: File }) => uploadSound(companyId, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: soundsKey(companyId) }),
  });
}
