import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/auth/use-session.js';

/**
 * The masjid a profile or users screen is about: `?id=` (a super admin opening one from the list), else the
 * masjid the signed-in user acts for.
 */
export function useCompanyId(): { id: string | null; own: boolean } {
  const [params] = useSearchParams();
  const session = useSession();
  const acting = session?.payload.companyId ?? null;
  const requested = params.get('id');
  const id = requested || acting;
  return { id, own: id !== null && id === acting };
}

export function masjidQuery(id: string, own: boolean): string {
  return own ? '' : `?id=${encodeURIComponent(id)}`;
}
