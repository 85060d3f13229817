import { useQuery } from '@tanstack/react-query';
import { CONFIGURATION_DEFINITIONS } from '@core/http/contract/configurations.js';
import { type ResponseOf } from '@core/http/contract/endpoint.js';
import { call } from '../../../lib/api-client.js';

/** GET /api/picklist/configuration: the company configurations a masjid may set, with labels and defaults. */
export function getConfigurationDefinitions(): Promise<ResponseOf<typeof CONFIGURATION_DEFINITIONS>> {
  return call(CONFIGURATION_DEFINITIONS);
}

export function useConfigurationDefinitions() {
  return useQuery({
    queryKey: ['configuration-definitions'],
    queryFn: getConfigurationDefinitions,
    staleTime: Infinity,
  });
}
