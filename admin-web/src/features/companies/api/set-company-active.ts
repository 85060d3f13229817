import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, ServiceResponse } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';
import { companiesKey } from './get-companies.js';

/** GET /api/auth/companies/{id}/activate?active= (super admin). */
export function setCompanyActive(id: string, active: boolean) {
  return api.get<ServiceResponse<{ id: string; active: boolean }>>(
    `/api/auth/companies/${encodeURIComponent(id)}/activate?active=${active}`,
  );
}

export function useSetCompanyActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setCompanyActive(id, active),
    // SPEC.md section 4: the row's active value is taken from the response's target.
    onSuccess: (response) => {
      const target = response.target;
      if (!target) return;
      queryClient.setQueryData<Company[]>(companiesKey, (list) =>
        list?.map((company) => (company.id === target.id ? { ...company, active: target.active } : company)),
      );
      void queryClient.invalidateQueries({ queryKey: ['companies', 'one', target.id] });
      void queryClient.invalidateQueries({ queryKey: ['companies', 'active'] });
    },
  });
}
