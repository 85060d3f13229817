import type { UrgentMessage } from './urgent-message.js';

/**
 * The messages a screen shows at `now`: those not yet ended, the server notice first. A screen filters
 * on its own clock, so a message goes at its end time without a reload and a saved (offline) copy never
 * shows one that has ended.
 */
export function activeUrgentMessages(messages: readonly UrgentMessage[] | undefined, now: number): UrgentMessage[] {
  // A saved copy read back from disk is checked only loosely (desktop/main/dashboard-data-check.ts).
  return (Array.isArray(messages) ? messages : [])
    .filter((message) => Date.parse(message.endsAt) > now)
    .sort((a, b) => (a.scope === b.scope ? 0 : a.scope === 'server' ? -1 : 1));
}
