import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Masjid } from '@core/api-types.js';
import { SET_MASJID_ACTIVE } from '@core/http/contract/masjids.js';
import { call } from '../../../lib/api-client.js';
import { masjidsKey } from './get-masjids.js';

/** GET /api/auth/companies/{id}/activate?active= (super admin). */
export function setMasjidActive(id: string, active: boolean) {
  return call(SET_MASJID_ACTIVE, { params: { id }, query: { active } });
}

export function useSetMasjidActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setMasjidActive(id, active),
    // docs/product-rules.md ("States"): the row's active value is taken from the response's target.
    onSuccess: (response) => {
      const target = response.target;
      if (!target) return;
      queryClient.setQueryData<Masjid[]>(masjidsKey, (list) =>
        list?.map((masjid) => (masjid.id === target.id ? { ...masjid, active: target.active } : masjid)),
      );
      void queryClient.invalidateQueries({ queryKey: ['companies', 'one', target.id] });
      void queryClient.invalidateQueries({ queryKey: ['companies', 'active'] });
    },
  });
}
