import { useQuery } from '@tanstack/react-query';
import { MASJID_NAMES } from '@core/http/contract/masjids.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

/** GET /api/auth/companies/url: every masjid (name and id), for a super admin choosing whom to act for. */
export function getMasjidNames(): Promise<ResponseOf<typeof MASJID_NAMES>> {
  return call(MASJID_NAMES);
}

export function useMasjidNames(enabled: boolean) {
  return useQuery({ queryKey: ['companies', 'names'], queryFn: getMasjidNames, enabled });
}
