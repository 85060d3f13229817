import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse, User } from '../../../../../core/src/api-types.js';
import type { UserUpdateInput } from '../../../../../core/src/user/user.schema.js';
import { api } from '../../../lib/api-client.js';
import { userKey } from './get-user.js';

/** PUT /api/auth/companies/{companyId}/users/{id}. */
export function updateUser(companyId: string, id: string, values: UserUpdateInput): Promise<ServiceResponse<User>> {
  return api.put<ServiceResponse<User>>(`/api/auth/companies/${encodeURIComponent(companyId)}/users/${encodeURIComponent(id)}`, values);
}

export function useUpdateUser(companyId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UserUpdateInput) => updateUser(companyId, id, values),
    onSuccess: (response) => {
      if (response.target) queryClient.setQueryData(userKey(id), response.target);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
