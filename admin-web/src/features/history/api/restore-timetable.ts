import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { RESTORE_TIMETABLE } from '@core/http/contract/history.js';
import { call } from '../../../lib/api-client.js';
import { historyKey } from './get-history.js';

/** POST /api/history/{entryId}/restore: the timetable as that change left it, in one step. */
export function restoreTimetable(entryId: string): Promise<ResponseOf<typeof RESTORE_TIMETABLE>> {
  return call(RESTORE_TIMETABLE, { params: { entryId } });
}

export function useRestoreTimetable(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTimetable,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey }),
        // The Salah tab's timetable (its key lives in the salah feature: ['prayer-config', companyId]).
        companyId ? queryClient.invalidateQueries({ queryKey: ['prayer-config', companyId] }) : Promise.resolve(),
      ]);
    },
  });
}
