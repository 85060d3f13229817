import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CentralControlInput } from '@core/content/central-control.schema.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import type { CentralControl } from '@core/content/central-control.types.js';
import { ApiError, call } from '../../../lib/api-client.js';
import { contentKey } from './get-content.js';

/** The lists one section saves; the others are left out, so the server keeps them as stored. */
export type ContentPatch = Omit<CentralControlInput, 'companyId' | 'version'>;

/** PUT /api/companies/central-control with the version read; 409 when someone else saved first. */
export function saveContent(body: CentralControlInput): Promise<ResponseOf<typeof SAVE_CENTRAL_CONTROL>> {
  return call(SAVE_CENTRAL_CONTROL, { body });
}

export function useSaveContent(companyUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ContentPatch) => {
      const current = queryClient.getQueryData<CentralControl>(contentKey(companyUrl));
      if (!current) throw new Error('The content is not loaded yet.');
      return saveContent({ ...patch, companyId: current.companyId, version: current.version ?? 0 });
    },
    onSuccess: (response) => {
      if (response.target) queryClient.setQueryData(contentKey(companyUrl), response.target);
    },
    onError: (error) => {
      // Someone else saved first: fetch their version so the next save is based on it (edits stay in the form).
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: contentKey(companyUrl) });
    },
  });
}
