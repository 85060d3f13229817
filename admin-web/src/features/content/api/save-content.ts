import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CentralControlInput } from '@core/content/central-control.schema.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import type { CentralControl } from '@core/content/central-control.types.js';
import { api, ApiError } from '../../../lib/api-client.js';
import { centralControlKey } from './get-content.js';

/** The lists one section saves; the others are left out, so the server keeps them as stored. */
export type CentralControlPatch = Omit<CentralControlInput, 'companyId' | 'version'>;

/** PUT /api/companies/central-control with the version read; 409 when someone else saved first. */
export function saveCentralControl(body: CentralControlInput): Promise<ResponseOf<typeof SAVE_CENTRAL_CONTROL>> {
  return api.put<ResponseOf<typeof SAVE_CENTRAL_CONTROL>>(pathOf(SAVE_CENTRAL_CONTROL, {}), body);
}

export function useSaveCentralControl(companyUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CentralControlPatch) => {
      const current = queryClient.getQueryData<CentralControl>(centralControlKey(companyUrl));
      if (!current) throw new Error('The content is not loaded yet.');
      return saveCentralControl({ ...patch, companyId: current.companyId, version: current.version ?? 0 });
    },
    onSuccess: (response) => {
      if (response.target) queryClient.setQueryData(centralControlKey(companyUrl), response.target);
    },
    onError: (error) => {
      // Someone else saved first: fetch their version so the next save is based on it (edits stay in the form).
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: centralControlKey(companyUrl) });
    },
  });
}
