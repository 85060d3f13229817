import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company } from '@core/api-types.js';
import { SET_COMPANY_ACTIVE } from '@core/http/contract/companies.js';
import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { api } from '../../../lib/api-client.js';
import { companiesKey } from './get-companies.js';

/** GET /api/auth/companies/{id}/activate?active= (super admin). */
export function setCompanyActive(id: string, active: boolean) {
  return api.get<ResponseOf<typeof SET_COMPANY_ACTIVE>>(pathOf(SET_COMPANY_ACTIVE, { id }, { active }));
}

export function useSetCompanyActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setCompanyActive(id, active),
    // docs/product-rules.md ("States"): the row's active value is taken from the response's target.
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
