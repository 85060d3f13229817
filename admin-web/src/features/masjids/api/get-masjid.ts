import { useQuery } from '@tanstack/react-query';
import { MASJID } from '@core/http/contract/masjids.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

export const masjidKey = (id: string) => ['companies', 'one', id] as const;

/** GET /api/auth/companies/{id}: a masjid its members or a super admin may see. */
export function getMasjid(id: string): Promise<ResponseOf<typeof MASJID>> {
  return call(MASJID, { params: { id } });
}

export function useMasjid(id: string | null | undefined) {
  return useQuery({ queryKey: masjidKey(id ?? ''), queryFn: () => getMasjid(id!), enabled: Boolean(id) });
}
