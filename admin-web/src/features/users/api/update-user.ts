import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPDATE_USER } from '@core/http/contract/users.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import type { UserUpdateInput } from '@core/user/user.schema.js';
import { call } from '../../../lib/api-client.js';
import { userKey } from './get-user.js';

/** PUT /api/auth/companies/{companyId}/users/{id}. */
export function updateUser(
  companyId: string,
  id: string,
  values: UserUpdateInput,
): Promise<ResponseOf<typeof UPDATE_USER>> {
  return call(UPDATE_USER, { params: { companyId, id }, body: values });
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
