import { adhkarEntries, adhkarStepAt } from '@core/dashboard/adhkar/adhkar-sequence.js';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { usePhoneView } from './use-phone-view.js';
import { useScreenPhase } from './use-screen-phase.js';

/**
 * True while a phase card covers the whole dashboard (docs/phases.md): what lies under it is not seen, so
 * its boxes do no work until the card goes (docs/hall-screen.md, "Text that fits"). A phone shows no card
 * outside a preview (phase-layer.tsx); an after-prayer moment with no dhikr to show leaves the dashboard
 * in view (adhkar-card.tsx).
 */
export function useCoveredByCard(data: DashboardData, now: number, previewAt: string | null): boolean {
  const { phase, settings } = useScreenPhase(data, now);
  const phone = usePhoneView();
  if (phase.kind === 'before-azan' || !phase.slot || (phone && previewAt === null)) return false;
  if (phase.kind !== 'after-prayer' || !data.adhkar) return true;
  const entries = adhkarEntries(data.adhkar.settings, data.adhkar.ayatAlKursi !== null, settings.afterPrayerTexts);
  return phase.since !== null && phase.until !== null && adhkarStepAt(entries, phase.since, phase.until, now) !== null;
}
