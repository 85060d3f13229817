import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, ServiceResponse } from '../../../../../core/src/api-types.js';
import type { CompanyValues } from '../../../../../core/src/company/company.schema.js';
import { api } from '../../../lib/api-client.js';

/** POST /api/auth/companies: registration's first step; the masjid starts inactive. */
export function createCompany(values: CompanyValues): Promise<ServiceResponse<Company>> {
  return api.post<ServiceResponse<Company>>('/api/auth/companies', values);
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
