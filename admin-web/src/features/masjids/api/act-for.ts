import { ACT_FOR } from '@core/http/contract/account.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

/** POST /api/auth/act-for: a super admin's token acting for another masjid (docs/volunteer.md "Masjid switcher"). */
export function actFor(companyId: string | null): Promise<ResponseOf<typeof ACT_FOR>> {
  return call(ACT_FOR, { body: { companyId } });
}
