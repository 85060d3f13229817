import { usePublicLocale } from '../lib/i18n/public-locale.js';

/**
 * 'Times in America/Chicago' beside a table of times (docs/volunteer.md "Time formats"), in the page's
 * language; the zone is the masjid's own name for its clock, kept whole and left to right in any sentence.
 */
export function TimesInZone({ zone, className, testId }: { zone: string; className: string; testId?: string }) {
  const { around } = usePublicLocale();
  const [before, after] = around('calendar.timeZone', 'zone');
  return (
    <p className={className} data-testid={testId}>
      {before}
      <bdi>{zone}</bdi>
      {after}
    </p>
  );
}
