import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MasjidWithUsers } from '@core/api-types.js';
import { SET_USER_ACTIVE } from '@core/http/contract/users.js';
import { call } from '../../../lib/api-client.js';

/** GET /api/auth/users/{id}/activate?active=. */
export function setUserActive(id: string, active: boolean) {
  return call(SET_USER_ACTIVE, { params: { id }, query: { active } });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setUserActive(id, active),
    // docs/product-rules.md ("States"): the row's active value is taken from the response's target.
    onSuccess: (response) => {
      const target = response.target;
      if (!target) return;
      queryClient.setQueriesData<MasjidWithUsers[]>({ queryKey: ['users'] }, (groups) =>
        Array.isArray(groups)
          ? groups.map((group) => ({
              ...group,
              users: group.users.map((user) => (user.id === target.id ? { ...user, active: target.active } : user)),
            }))
          : groups,
      );
      void queryClient.invalidateQueries({ queryKey: ['users', 'one', target.id] });
    },
  });
}
