import { Hono } from 'hono';
import { GEOCODE } from '@core/http/contract/geocode.js';
import { LOCATION_MAX } from '@core/prayer/prayer.schema.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import type { AppEnv } from '../http/env.js';
import { AppError } from '../http/errors.js';
import { countryByCode } from '@core/masjid/countries.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { geocode, invalidLocationMessage } from './geocode.service.js';

/**
 * GET /api/prayer/location/geocode?location=: any signed-in user (it is part of the Reset Prayers dialog).
 * A found place answers 200 {successful: true, target: GeoCode}. Text that names no place, or several
 * (ambiguous), answers 200 {successful: false, message} (the lookup worked, it found nothing usable);
 * a missing, blank or over-long parameter is a 400 with the same message. The country of the masjid the
 * user acts for is where text naming no country is looked for, what a found place is compared with
 * (`outsideMasjidCountry`), and picks the examples in the message; `country` stands in for it only when
 * the user acts for no masjid (docs/volunteer.md "Locations"). On the contract: core/src/http/contract/geocode.ts.
 */
export function geocodeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(GEOCODE.path, endpointParams(GEOCODE), async (c) => {
    const auth = callerOf(c);
    const { location, country } = endpointInput(c, GEOCODE).query;
    const masjid = auth.companyId ? await findMasjidById(deps.db, auth.companyId) : undefined;
    const home = countryByCode(masjid?.country ?? country);
    const message = invalidLocationMessage(home?.code, home?.capital);
    if (location === '' || location.length > LOCATION_MAX) {
      throw new AppError('VALIDATION', message, {
        location: location === '' ? 'Location is required' : `Must be at most ${LOCATION_MAX} characters`,
      });
    }
    const target = await geocode(deps, location, home?.code);
    if (!target) return c.json({ successful: false, code: 'NOT_FOUND', message, fieldErrors: { location: message } });
    return c.json({ successful: true, target });
  });
}
