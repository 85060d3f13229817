import { DASHBOARD_MAX_DAYS } from '@core/dashboard/dashboard-data.js';
import { previewInstant } from '@core/dashboard/phases/preview-at.js';

/**
 * A `?at=` preview (docs/phases.md, "Preview any moment"): the frozen instant, or null for the live screen
 * (no `at`, or one that is not a real moment).
 */
export function previewNow(previewAt: string | null | undefined, zone: string): number | null {
  return previewInstant(previewAt, zone);
}

/**
 * Days of timetable a preview needs: the dashboard loads days from today on, so a later date needs that
 * many more (plus the day after, for the night). Up to the largest answer the server gives.
 */
export function daysForPreview(previewAt: string | null | undefined, days: number, today = new Date()): number {
  const date = /^(\d{4}-\d{2}-\d{2})T/.exec(previewAt ?? '')?.[1];
  if (!date) return days;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const ahead = Math.round((Date.parse(`${date}T00:00:00Z`) - todayUtc) / 86_400_000);
  return Math.min(DASHBOARD_MAX_DAYS, Math.max(days, ahead + 3));
}
