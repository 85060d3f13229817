import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse, User } from '../../../../../core/src/api-types.js';
import type { UserCreateInput } from '../../../../../core/src/user/user.schema.js';
import { api } from '../../../lib/api-client.js';
import { userKey } from './get-user.js';

export type CreatedUser = User & { companyName?: string };

/** POST /api/auth/companies/{companyId}/users: a masjid's first admin (registration) or a user added by an admin. */
export function createUser(companyId: string, values: UserCreateInput): Promise<ServiceResponse<CreatedUser>> {
  return api.post<ServiceResponse<CreatedUser>>(`/api/auth/companies/${encodeURIComponent(companyId)}/users`, values);
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
