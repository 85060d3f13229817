import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@core/http/contract/endpoint.js';
import {
  COUNCIL,
  COUNCILS,
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
