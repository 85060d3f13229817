import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { sessionStore } from '../lib/auth/session-store.js';
import { createQueryClient } from '../lib/query-client.js';

/** Data of one signed-in user must never show to the next: the cache is emptied when the user changes. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    let user = sessionStore.get()?.payload.sub ?? null;
    let masjid = sessionStore.get()?.payload.companyId ?? null;
    return sessionStore.subscribe(() => {
      const session = sessionStore.get();
      const nextUser = session?.payload.sub ?? null;
      const nextMasjid = session?.payload.companyId ?? null;
      if (nextUser !== user || nextMasjid !== masjid) queryClient.clear();
      user = nextUser;
      masjid = nextMasjid;
    });
  }, [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
