import { useQuery } from '@tanstack/react-query';
import type { CalendarAnswer } from '@core/calendar/calendar.types.js';
import { CALENDAR } from '@core/http/contract/calendar.js';
import { call } from '../../../lib/api-client.js';
import type { CalendarSearch } from '../calendar-options.js';

export type { CalendarAnswer };

/** GET /api/calendar/companyUrl/{companyUrl}/type/{type}/year/{year}?month={month} (no month: all twelve). */
export function getCalendar(companyUrl: string, search: CalendarSearch) {
  return call(CALENDAR, {
    params: { url: companyUrl, type: search.type, year: search.year },
    query: { month: search.month || undefined },
  });
}

/** Runs only once a search was made (the page starts with the before-search message). */
export function useCalendar(companyUrl: string, search: CalendarSearch | null) {
  return useQuery({
    queryKey: ['calendar', companyUrl, search],
    queryFn: () => getCalendar(companyUrl, search!),
    enabled: search !== null,
    staleTime: 10 * 60_000,
  });
}
