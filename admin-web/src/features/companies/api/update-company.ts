import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyValues } from '@core/company/company.schema.js';
import { UPDATE_COMPANY } from '@core/http/contract/companies.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';
import { companyKey } from './get-company.js';

/** PUT /api/auth/companies/{id}. */
export function updateCompany(id: string, values: CompanyValues): Promise<ResponseOf<typeof UPDATE_COMPANY>> {
  return api.put<ResponseOf<typeof UPDATE_COMPANY>>(pathOf(UPDATE_COMPANY, { id }), values);
}

export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CompanyValues) => updateCompany(id, values),
    onSuccess: (response) => {
      if (response.target) queryClient.setQueryData(companyKey(id), response.target);
      return queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  });
}
