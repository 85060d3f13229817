import { useQuery } from '@tanstack/react-query';
import type { ConfigurationDefinition } from '../../../../../core/src/api-types.js';
import { api } from '../../../lib/api-client.js';

/** GET /api/picklist/configuration: the company configurations a masjid may set, with labels and defaults. */
export function getConfigurationDefinitions(): Promise<ConfigurationDefinition[]> {
  return api.get<ConfigurationDefinition[]>('/api/picklist/configuration');
}

export function useConfigurationDefinitions() {
  return useQuery({ queryKey: ['configuration-definitions'], queryFn: getConfigurationDefinitions, staleTime: Infinity });
}
