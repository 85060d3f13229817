import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { PhaseOverlay, PreviewMark } from './phase-overlay.js';
import { usePhoneView } from './use-phone-view.js';
import { useScreenPhase } from './use-screen-phase.js';

/**
 * What the dashboard mounts for the prayer-hall phases (docs/phases.md): the card of the current phase over
 * the dashboard, and the Preview mark when the screen shows a `?at=` moment. A worshipper opening the
 * masjid's page on a phone keeps the times: no card and no dark screen there, except in a preview.
 */
export function PhaseLayer({ data, now, previewAt }: { data: DashboardData; now: number; previewAt: string | null }) {
  const { phase, settings } = useScreenPhase(data, now);
  const phone = usePhoneView();
  if (phone && !previewAt) return null;
  return (
    <>
      <PhaseOverlay
        phase={phase}
        settings={settings}
        zone={data.timezoneId}
        now={now}
        ayatAlKursi={data.ayatAlKursi}
        adhkar={data.adhkar}
      />
      {previewAt && <PreviewMark at={previewAt} />}
    </>
  );
}
