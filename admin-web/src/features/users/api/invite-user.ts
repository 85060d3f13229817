import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITE_USER } from '@core/http/contract/users.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import type { UserInviteInput } from '@core/user/user.schema.js';
import { call } from '../../../lib/api-client.js';
import { userKey } from './get-user.js';

/** POST /api/auth/companies/{companyId}/invitations: mails a link to choose their own password; again for a pending invitee. */
export function inviteUser(companyId: string, values: UserInviteInput): Promise<ResponseOf<typeof INVITE_USER>> {
  return call(INVITE_USER, { params: { companyId }, body: values });
}

export function useInviteUser(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UserInviteInput) => inviteUser(companyId, values),
    onSuccess: (response) => {
      if (response.target) queryClient.setQueryData(userKey(response.target.id), response.target);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
