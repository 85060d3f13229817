import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryEntity } from '@core/history/history.types.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { ALL_HISTORY, MASJID_HISTORY } from '@core/http/contract/history.js';
import { call } from '../../../lib/api-client.js';

export const historyKey = ['history'] as const;

export interface HistoryScope {
  /** null: every masjid (super admins) */
  companyId: string | null;
  entities?: readonly HistoryEntity[];
}

const PAGE = 20;

/** GET /api/history/companies/{id} (one masjid) or GET /api/history (every masjid), newest first, a page at a time. */
export function getHistory(scope: HistoryScope, before: string | null): Promise<ResponseOf<typeof MASJID_HISTORY>> {
  const query = {
    limit: PAGE,
    entity: scope.entities?.length ? scope.entities.join(',') : undefined,
    before: before || undefined,
  };
  if (scope.companyId === null) return call(ALL_HISTORY, { query });
  return call(MASJID_HISTORY, { params: { companyId: scope.companyId }, query });
}

export function useHistory(scope: HistoryScope & { allCompanyId?: string }, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...historyKey, scope.companyId, scope.allCompanyId ?? '', scope.entities?.join(',') ?? ''],
    queryFn: ({ pageParam }) =>
      scope.companyId === null && scope.allCompanyId
        ? getHistory({ companyId: scope.allCompanyId, entities: scope.entities }, pageParam)
        : getHistory(scope, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 0,
  });
}
