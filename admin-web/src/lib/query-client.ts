import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-client.js';
import { showAlert } from './alerts.js';

/** docs/product-rules.md ("Errors"): a status of 500 or more shows an error alert with the response's message. */
function alertServerFailure(error: unknown) {
  if (error instanceof ApiError && error.status >= 500) showAlert('error', errorMessage(error));
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: alertServerFailure }),
    mutationCache: new MutationCache({ onError: alertServerFailure }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again.
        retry: (failures, error) =>
          failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}
