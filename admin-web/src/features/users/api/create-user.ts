import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CREATE_USER } from '@core/http/contract/users.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import type { UserCreateInput } from '@core/user/user.schema.js';
import { call } from '../../../lib/api-client.js';
import { userKey } from './get-user.js';

/** POST /api/auth/companies/{companyId}/users: a masjid's first admin (registration) or a user added by an admin. */
export function createUser(companyId: string, values: UserCreateInput): Promise<ResponseOf<typeof CREATE_USER>> {
  return call(CREATE_USER, { params: { companyId }, body: values });
}

export function useCreateUser(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UserCreateInput) => createUser(companyId, values),
    onSuccess: (response) => {
      // The user view opens next: show the saved user at once instead of a 'Loading...' flash.
      if (response.target) queryClient.setQueryData(userKey(response.target.id), response.target);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
