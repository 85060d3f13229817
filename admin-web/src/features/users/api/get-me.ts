import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ME, SAVE_MY_LANGUAGE } from '@core/http/contract/account.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import type { Language } from '@core/i18n/languages.js';
import { call } from '../../../lib/api-client.js';

/** GET /api/auth/me: the signed-in user and the masjid they act for. */
export function getMe(): Promise<ResponseOf<typeof ME>> {
  return call(ME);
}

export function useMe(enabled = true) {
  return useQuery({ queryKey: ['users', 'me'], queryFn: getMe, enabled });
}

/** PUT /api/auth/me/language: the signed-in user's own language, or null to follow the browser (docs/languages.md "Admin app"). */
export function saveMyLanguage(language: Language | null): Promise<ResponseOf<typeof SAVE_MY_LANGUAGE>> {
  return call(SAVE_MY_LANGUAGE, { body: { language } });
}

export function useSaveMyLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyLanguage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'me'] }),
  });
}
