import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@core/http/contract/endpoint.js';
import {
  COUNCIL,
  COUNCIL_TIMETABLE,
  COUNCILS,
  FOLLOW_COUNCIL_TIMETABLE,
  PUBLISH_COUNCIL_TIMETABLE,
  WITHDRAW_COUNCIL_TIMETABLE,
  CREATE_COUNCIL,
  DECIDE_COUNCIL_MEMBER,
  DECLARE_COUNCIL_MONTH,
  JOIN_COUNCIL,
  LEAVE_COUNCIL,
} from '@core/http/contract/councils.js';
import { call } from '../../../lib/api-client.js';

/** Councils (docs/jumuah-eid-ramadan.md, "Councils"): the calls of the council pages and of "Follow a council". */
const councilsKey = ['councils'];
const councilKey = (councilId: string) => ['council', councilId];
const masjidCouncilKey = (companyId: string) => ['masjid-council', companyId];

/** Every council by name, marked where the signed-in account administers it. */
export function useCouncils(enabled = true) {
  return useQuery({
    queryKey: councilsKey,
    queryFn: () => call(COUNCILS),
    enabled,
  });
}

export function useCouncil(councilId: string) {
  return useQuery({
    queryKey: councilKey(councilId),
    queryFn: () => call(COUNCIL, { params: { councilId } }),
  });
}

/** POST (super admins): a council with its admins, existing accounts. */
export function useCreateCouncil() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof CREATE_COUNCIL>) => call(CREATE_COUNCIL, { body: body }),
    onSettled: () => client.invalidateQueries({ queryKey: councilsKey }),
  });
}

/** PUT: the council's admin accepts or refuses a masjid that asked to follow it. */
export function useDecideMember(councilId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, accepted }: { companyId: string; accepted: boolean }) =>
      call(DECIDE_COUNCIL_MEMBER, {
        params: { councilId, companyId },
        body: {
          accepted,
        },
      }),
    onSuccess: (answer) => client.setQueryData(councilKey(councilId), answer.target),
    onSettled: () => client.invalidateQueries({ queryKey: councilKey(councilId) }),
  });
}

/** PUT: the council's answer about a month, for every accepted member. */
export function useDeclareCouncilMonth(councilId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof DECLARE_COUNCIL_MONTH>) =>
      call(DECLARE_COUNCIL_MONTH, { params: { councilId }, body: body }),
    onSuccess: (answer) => client.setQueryData(councilKey(councilId), answer.target),
    onSettled: () => client.invalidateQueries({ queryKey: councilKey(councilId) }),
  });
}

/** The published azans of this year (GET), for the council's page to show; read again after each publication. */
export function useCouncilTimetable(councilId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...councilKey(councilId), 'timetable'],
    queryFn: () => call(COUNCIL_TIMETABLE, { params: { councilId }, query: {} }),
    enabled,
  });
}

/** PUT: publishes (or replaces) the council's timetable; DELETE withdraws it. */
export function usePublishCouncilTimetable(councilId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof PUBLISH_COUNCIL_TIMETABLE>) =>
      call(PUBLISH_COUNCIL_TIMETABLE, { params: { councilId }, body }),
    onSuccess: (answer) => client.setQueryData(councilKey(councilId), answer.target),
    onSettled: () => client.invalidateQueries({ queryKey: councilKey(councilId) }),
  });
}

export function useWithdrawCouncilTimetable(councilId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(WITHDRAW_COUNCIL_TIMETABLE, { params: { councilId } }),
    onSettled: () => client.invalidateQueries({ queryKey: councilKey(councilId) }),
  });
}

/** PUT {follow}: the masjid's azans come from its council's timetable, or (off) it keeps a copy of them. */
export function useFollowCouncilTimetable(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => call(FOLLOW_COUNCIL_TIMETABLE, { params: { companyId }, body: { follow } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: masjidCouncilKey(companyId) }),
        // The Salah tab's table shows the azans the masjid now has.
        client.invalidateQueries({ queryKey: ['prayer-config'] }),
      ]),
  });
}

function useAfterMasjidChange(companyId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: masjidCouncilKey(companyId) }),
      // The masjid's calendar reads (or stops reading) the council's answers.
      client.invalidateQueries({ queryKey: ['masjid-calendar'] }),
    ]);
}

/** PUT: asks to follow a council (pending until its admin accepts). */
export function useJoinCouncil(companyId: string) {
  const settled = useAfterMasjidChange(companyId);
  return useMutation({
    mutationFn: (body: BodyOf<typeof JOIN_COUNCIL>) => call(JOIN_COUNCIL, { params: { companyId }, body: body }),
    onSettled: settled,
  });
}

/** DELETE: stops following (or withdraws the request). */
export function useLeaveCouncil(companyId: string) {
  const settled = useAfterMasjidChange(companyId);
  return useMutation({
    mutationFn: () => call(LEAVE_COUNCIL, { params: { companyId } }),
    onSettled: settled,
  });
}
