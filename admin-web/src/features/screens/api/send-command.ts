import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCREEN_COMMAND } from '@core/http/contract/screens.js';
import type { ScreenCommand } from '@core/screens/screen.schema.js';
import { call } from '../../../lib/api-client.js';
import { screensKey } from './list-screens.js';

/** POST /api/companies/{companyId}/screens/{screenId}/commands {command} */
export function sendScreenCommand(companyId: string, screenId: string, command: ScreenCommand) {
  return call(SCREEN_COMMAND, { params: { companyId, screenId }, body: { command } });
}

export function useSendScreenCommand(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ screenId, command }: { screenId: string; command: ScreenCommand }) =>
      sendScreenCommand(companyId, screenId, command),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKey(companyId) }),
  });
}
