import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf, type BodyOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import {
  SAVE_SERVER_NOTICE,
  SAVE_URGENT_MESSAGE,
  SERVER_NOTICE,
  URGENT_MESSAGE,
  WITHDRAW_SERVER_NOTICE,
  WITHDRAW_URGENT_MESSAGE,
} from '@core/http/contract/urgent.js';
import { api } from '../../../lib/api-client.js';
import { historyKey } from '../../history/api/get-history.js';

/** Whose message: the masjid's own (by id), or the server notice (null). */
export type UrgentOwner = string | null;

const keyOf = (owner: UrgentOwner) => ['urgent-message', owner ?? '*'];

/** GET the message on the screens now: the masjid's (its admins) or the server notice (super admins). */
export function useUrgentMessage(owner: UrgentOwner) {
  return useQuery({
    queryKey: keyOf(owner),
    queryFn: () =>
      owner === null
        ? api.get<ResponseOf<typeof SERVER_NOTICE>>(pathOf(SERVER_NOTICE, {}))
        : api.get<ResponseOf<typeof URGENT_MESSAGE>>(pathOf(URGENT_MESSAGE, { companyId: owner })),
  });
}

/** PUT: shows the message on the screens, replacing the one before. */
export function useSendUrgentMessage(owner: UrgentOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof SAVE_URGENT_MESSAGE>) =>
      owner === null
        ? api.put<ResponseOf<typeof SAVE_SERVER_NOTICE>>(pathOf(SAVE_SERVER_NOTICE, {}), body)
        : api.put<ResponseOf<typeof SAVE_URGENT_MESSAGE>>(pathOf(SAVE_URGENT_MESSAGE, { companyId: owner }), body),
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
      owner === null
        ? api.delete<ResponseOf<typeof WITHDRAW_SERVER_NOTICE>>(pathOf(WITHDRAW_SERVER_NOTICE, {}))
        : api.delete<ResponseOf<typeof WITHDRAW_URGENT_MESSAGE>>(pathOf(WITHDRAW_URGENT_MESSAGE, { companyId: owner })),
    // The save is in the change history too (docs/history.md).
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyOf(owner) }),
        client.invalidateQueries({ queryKey: historyKey }),
      ]),
  });
}
