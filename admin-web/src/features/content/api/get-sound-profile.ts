import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@core/http/contract/endpoint.js';
import { SOUND_PROFILE, SOUNDS } from '@core/http/contract/sound.js';
import { call } from '../../../lib/api-client.js';

export const soundProfileKey = (companyId: string) => ['sound-profile', companyId] as const;
export const soundsKey = (companyId: string) => ['sounds', companyId] as const;

/** GET /api/companies/{companyId}/sound-profile: what sounds at each prayer (docs/sound.md). */
export function getSoundProfile(companyId: string): Promise<ResponseOf<typeof SOUND_PROFILE>> {
  return call(SOUND_PROFILE, { params: { companyId } });
}

/** GET /api/companies/{companyId}/sounds: the sounds a profile may name. */
export function getSounds(companyId: string): Promise<ResponseOf<typeof SOUNDS>> {
  return call(SOUNDS, { params: { companyId } });
}

export function useSoundProfile(companyId: string) {
  return useQuery({ queryKey: soundProfileKey(companyId), queryFn: () => getSoundProfile(companyId), staleTime: 0 });
}

export function useSounds(companyId: string) {
  return useQuery({ queryKey: soundsKey(companyId), queryFn: () => getSounds(companyId) });
}
