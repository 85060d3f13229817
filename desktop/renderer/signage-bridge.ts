import { BRIDGE_NAME, PAIRING_QUERY, SETUP_QUERY, type SignageBridge } from '../ipc/ipc-contract.js';

/** The preload's bridge, or null when this page is opened anywhere but the signage app. */
export function signageBridge(): SignageBridge | null {
  const bridge = (window as unknown as Record<string, unknown>)[BRIDGE_NAME];
  return bridge && typeof bridge === 'object' ? (bridge as SignageBridge) : null;
}

export function isSetupRequested(search: string): boolean {
  return new URLSearchParams(search).get('screen') === new URLSearchParams(SETUP_QUERY).get('screen');
}

export function isPairingRequested(search: string): boolean {
  return new URLSearchParams(search).get('screen') === new URLSearchParams(PAIRING_QUERY).get('screen');
}
