import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@core/http/contract/endpoint.js';
import {
  DECLARE_MONTH,
  MONTH_DECLARATIONS,
  RESTORE_MONTH_DECLARATIONS,
  WITHDRAW_MONTH_DECLARATION,
} from '@core/http/contract/month-declarations.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { MASJID_COUNCIL } from '@core/http/contract/councils.js';
import { call } from '../../../lib/api-client.js';
import { historyKey } from '../../history/api/get-history.js';

const declarationsKey = (companyId: string) => ['month-declarations', companyId];
/** The masjid's calendar as its screens count it (its council's answers resolved): read from its dashboard answer. */
const calendarKey = (companyUrl: string) => ['masjid-calendar', companyUrl];

/** GET: the masjid's own answers, newest month first. */
export function useMonthDeclarations(companyId: string) {
  return useQuery({
    queryKey: declarationsKey(companyId),
    queryFn: () => call(MONTH_DECLARATIONS, { params: { companyId } }),
  });
}

/** The calendar the screens count with and the masjid's zone (the dashboard answer, one day, without images). */
export function useMasjidCalendar(companyUrl: string) {
  return useQuery({
    queryKey: calendarKey(companyUrl),
    queryFn: () => call(DASHBOARD_BY_URL, { params: { companyUrl }, query: { days: 2, lite: true } }),
    select: (data) => ({
      hijriCalendar: data.hijriCalendar,
      customConfigurations: data.customConfigurations,
      timezoneId: data.timezoneId,
    }),
  });
}

function useAfterChange(companyId: string, companyUrl: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: declarationsKey(companyId) }),
      client.invalidateQueries({ queryKey: companyUrl ? calendarKey(companyUrl) : ['masjid-calendar'] }),
      // Eid dates and the Salah tab's Hijri column follow the calendar.
      client.invalidateQueries({ queryKey: ['occasions', companyId] }),
      client.invalidateQueries({ queryKey: historyKey }),
    ]);
}

/** PUT: the answer about a month (changeable until the day it decides begins). */
export function useDeclareMonth(companyId: string, companyUrl: string) {
  const settled = useAfterChange(companyId, companyUrl);
  return useMutation({
    mutationFn: (body: BodyOf<typeof DECLARE_MONTH>) => call(DECLARE_MONTH, { params: { companyId }, body: body }),
    onSettled: settled,
  });
}

/** DELETE: withdraws the answer about a month. */
export function useWithdrawDeclaration(companyId: string, companyUrl: string) {
  const settled = useAfterChange(companyId, companyUrl);
  return useMutation({
    mutationFn: (body: BodyOf<typeof WITHDRAW_MONTH_DECLARATION>) =>
      call(WITHDRAW_MONTH_DECLARATION, { params: { companyId }, body: body }),
    onSettled: settled,
  });
}

/** POST: puts back the answers a history entry recorded. */
export function useRestoreDeclarations(companyId: string, companyUrl = '') {
  const settled = useAfterChange(companyId, companyUrl);
  return useMutation({
    mutationFn: (entryId: string) =>
      call(RESTORE_MONTH_DECLARATIONS, {
        params: { companyId },
        body: {
          entryId,
        },
      }),
    onSettled: settled,
  });
}

/** The council the masjid follows or asked to join (null: none): 'follow our council' is offered only to an accepted member. */
export function useMasjidCouncil(companyId: string) {
  return useQuery({
    queryKey: ['masjid-council', companyId],
    queryFn: () => call(MASJID_COUNCIL, { params: { companyId } }),
    select: (data) => data.council,
  });
}
