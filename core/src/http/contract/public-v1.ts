import { z } from 'zod';
import {
  v1Days,
  v1MasjidList,
  v1Next,
  type V1Days,
  type V1MasjidList,
  type V1Next,
} from '../../public-api/v1-answers.js';
import { endpoint } from './endpoint.js';
import { optionalFromDate, optionalWholeNumber, segment } from './text-values.js';

/**
 * The keyless read API, version 1 (docs/public-api.md): server/src/public-v1. Open to anyone without a key,
 * the same answer for every caller, with CORS, ETags and a published rate limit per address. Each answer's
 * schema is published in the API document field by field.
 */

const TAG = 'Public API v1';

/** The most days one v1 read answers. */
export const V1_MAX_DAYS = 31;
/** Days answered when `days` is not given. */
export const V1_DEFAULT_DAYS = 7;

/** The masjid in every v1 path: its dashboard url. */
const masjidParams = z.object({ masjid: segment });

/** GET /api/v1/masjids: every public masjid, for a client that lists or finds masjids. */
export const V1_MASJIDS = endpoint<V1MasjidList>()({
  method: 'GET',
  path: '/api/v1/masjids',
  doc: {
    tag: TAG,
    summary: 'Every public masjid: name, url, rounded coordinates, country and time zone.',
    access: 'anyone',
    publicApi: true,
  },
  params: z.object({}),
  answer: v1MasjidList,
});

/** GET /api/v1/masjids/{masjid}/days?from=YYYY-MM-DD&days=N: consecutive days of a public masjid. */
export const V1_DAYS = endpoint<V1Days>()({
  method: 'GET',
  path: '/api/v1/masjids/:masjid/days',
  doc: {
    tag: TAG,
    summary:
      "Consecutive days of a public masjid: Hijri date, azan and iqama of each prayer, Jumu'ah sessions, Ramadan and Eid.",
    access: 'anyone',
    publicApi: true,
  },
  params: masjidParams,
  query: z.object({
    from: optionalFromDate,
    days: optionalWholeNumber({
      label: 'Query parameter days',
      min: 1,
      max: V1_MAX_DAYS,
      fallback: V1_DEFAULT_DAYS,
      emptyIsWrong: true,
      description: `The number of days, the first being the date given as from (1-${V1_MAX_DAYS}, default ${V1_DEFAULT_DAYS}).`,
    }),
  }),
  answer: v1Days,
});

/** GET /api/v1/masjids/{masjid}/next: the next prayer and iqama of a public masjid, and whether today fasts. */
export const V1_NEXT = endpoint<V1Next>()({
  method: 'GET',
  path: '/api/v1/masjids/:masjid/next',
  doc: {
    tag: TAG,
    summary: 'The next prayer (azan and iqama), the next iqama, and whether today is a day of Ramadan.',
    access: 'anyone',
    publicApi: true,
  },
  params: masjidParams,
  answer: v1Next,
});
