import { useQuery } from '@tanstack/react-query';
import { OWN_REGISTRATION } from '@core/http/contract/masjids.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

/** GET /api/auth/companies/registration: the registration this browser started and did not finish. */
export function getOwnRegistration(): Promise<ResponseOf<typeof OWN_REGISTRATION>> {
  return call(OWN_REGISTRATION);
}

/** Asked only by a visitor whose tab holds no registration (a lost tab, docs/volunteer.md "Registration"). */
export function useOwnRegistration(enabled: boolean) {
  return useQuery({ queryKey: ['companies', 'own-registration'], queryFn: getOwnRegistration, enabled });
}
