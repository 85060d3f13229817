import { useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../../core/src/api-types.js';
import type { MonthPrayers } from '../../../../../core/src/prayer/prayer.types.js';
import { api } from '../../../lib/api-client.js';
import type { CalendarSearch } from '../calendar-options.js';

export interface CalendarAnswer {
  successful: boolean;
  message?: string;
  target?: { company: Company; monthPrayers: MonthPrayers[] };
}

/** GET /api/calendar/companyUrl/{companyUrl}/type/{type}/year/{year}?month={month} (no month: all twelve). */
export function getCalendar(companyUrl: string, search: CalendarSearch) {
  const month = search.month ? `?month=${search.month}` : '';
  return api.get<CalendarAnswer>(`/api/calendar/companyUrl/${encodeURIComponent(companyUrl)}/type/${search.type}/year/${search.year}${month}`);
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
