import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyValues } from '@core/company/company.schema.js';
import { CREATE_COMPANY } from '@core/http/contract/companies.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';

/** POST /api/auth/companies: registration's first step; the masjid starts inactive. */
export function createCompany(values: CompanyValues): Promise<ResponseOf<typeof CREATE_COMPANY>> {
  return api.post<ResponseOf<typeof CREATE_COMPANY>>(pathOf(CREATE_COMPANY, {}), values);
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
