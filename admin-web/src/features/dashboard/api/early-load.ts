/**
 * The dashboard's first answer, asked for while the dashboard's own chunk is still downloading: on a
 * first load of a dashboard address the page would otherwise wait for the entry chunk, then the route's
 * chunk, then the answer, one after the other (docs/read-model.md, Lighthouse). The request is the very
 * one the dashboard's source makes (same address, same headers); the source takes the answer if it asks
 * for that address soon after, and asks again itself otherwise. In the entry chunk: keep it small.
 */

import { DASHBOARD_DEFAULT_DAYS } from '@core/dashboard/dashboard-data.js';
import { LIGHT } from '@core/http/contract/light.js';
import { pathOf } from '@core/http/contract/paths.js';

/** An answer older than this is not handed over: the screen's clock check reads the time it arrived. */
const EARLY_ANSWER_MS = 10_000;

interface EarlyRequest {
  key: string;
  startedAt: number;
  response: Promise<Response>;
}

let early: EarlyRequest | null = null;

// Both requests take their headers from dashboardHeaders, so the same request has them in the same order.
const keyOf = (url: string, headers: Record<string, string>) => `${url}\n${JSON.stringify(headers)}`;

/** The headers of the dashboard's requests: JSON, and a signed-in admin's token (their preview). */
export function dashboardHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Asks now for what the web dashboard of `companyUrl` loads first (createFetchSource's request, same origin). */
export function startDashboardLoad(companyUrl: string, token: string | null): void {
  const url = pathOf(LIGHT.DASHBOARD_BY_URL, { companyUrl }, { days: DASHBOARD_DEFAULT_DAYS });
  const headers = dashboardHeaders(token);
  const response = fetch(url, { headers, cache: 'no-store' });
  // Nobody may take it (the chunk failed, another address was asked for): no unhandled rejection then.
  response.catch(() => undefined);
  early = { key: keyOf(url, headers), startedAt: Date.now(), response };
}

/** The answer started by startDashboardLoad for exactly this request, once; undefined otherwise. */
export function takeEarly(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const request = early;
  early = null;
  if (!request || request.key !== keyOf(url, headers) || Date.now() - request.startedAt > EARLY_ANSWER_MS)
    return undefined;
  return request.response;
}
