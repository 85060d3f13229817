import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@core/http/contract/endpoint.js';
import {
  SAVE_SERVER_NOTICE,
  SAVE_URGENT_MESSAGE,
  SERVER_NOTICE,
  URGENT_MESSAGE,
  WITHDRAW_SERVER_NOTICE,
  WITHDRAW_URGENT_MESSAGE,
} from '@core/http/contract/urgent.js';
import { call } from '../../../lib/api-client.js';
import { historyKey } from '../../history/api/get-history.js';

/** Whose message: the masjid's own (by id), or the server notice (null). */
export type UrgentOwner = string | null;

const keyOf = (owner: UrgentOwner) => ['urgent-message', owner ?? '*'];

/** GET the message on the screens now: the masjid's (its admins) or the server notice (super admins). */
export function useUrgentMessage(owner: UrgentOwner) {
  return useQuery({
    queryKey: keyOf(owner),
    queryFn: () => (owner === null ? call(SERVER_NOTICE) : call(URGENT_MESSAGE, { params: { companyId: owner } })),
  });
}

/** PUT: shows the message on the screens, replacing the one before. */
export function useSendUrgentMessage(owner: UrgentOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof SAVE_URGENT_MESSAGE>) =>
      owner === null
        ? call(SAVE_SERVER_NOTICE, { body: body })
        : call(SAVE_URGENT_MESSAGE, { params: { companyId: owner }, body: body }),
    // The save is in the change history too (docs/history.md).
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyOf(owner) }),
        client.invalidateQueries({ queryKey: historyKey }),
      ]),
  });
}

/** DELETE: takes the message off the screens. */
export function useWithdrawUrgentMessage(owner: UrgentOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      owner === null ? call(WITHDRAW_SERVER_NOTICE) : call(WITHDRAW_URGENT_MESSAGE, { params: { companyId: owner } }),
    // The save is in the change history too (docs/history.md).
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyOf(owner) }),
        client.invalidateQueries({ queryKey: historyKey }),
      ]),
  });
}
