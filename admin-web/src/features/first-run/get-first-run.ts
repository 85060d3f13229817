import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { ASK_ACTIVATION, FIRST_RUN } from '@core/http/contract/first-run.js';
import { call } from '../../lib/api-client.js';

/** GET /api/companies/{companyId}/first-run. */
export function getFirstRun(companyId: string): Promise<ResponseOf<typeof FIRST_RUN>> {
  return call(FIRST_RUN, { params: { companyId } });
}

/** Read again after every save on the page (a generated timetable, saved content), so ticks follow at once. */
export function useFirstRun(companyId: string) {
  const query = useQuery({ queryKey: ['first-run', companyId], queryFn: () => getFirstRun(companyId) });
  const saving = useIsMutating();
  const { refetch } = query;
  useEffect(() => {
    if (saving === 0) void refetch();
  }, [saving, refetch]);
  return query;
}

/** POST /api/companies/{companyId}/activation-request: asks the super admins again (an email at most once a day). */
export function askActivation(companyId: string): Promise<ResponseOf<typeof ASK_ACTIVATION>> {
  return call(ASK_ACTIVATION, { params: { companyId } });
}
