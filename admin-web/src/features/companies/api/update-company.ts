import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, ServiceResponse } from '../../../../../core/src/api-types.js';
import type { CompanyValues } from '../../../../../core/src/company/company.schema.js';
import { api } from '../../../lib/api-client.js';
import { companyKey } from './get-company.js';

/** PUT /api/auth/companies/{id}. */
export function updateCompany(id: string, values: CompanyValues): Promise<ServiceResponse<Company>> {
  return api.put<ServiceResponse<Company>>(`/api/auth/companies/${encodeURIComponent(id)}`, values);
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
