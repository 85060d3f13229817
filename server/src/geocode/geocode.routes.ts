import { Hono } from 'hono';
import { LOCATION_MAX } from '../../../core/src/prayer/prayer.schema.js';
import type { AppDeps } from '../app-deps.js';
import { requireAuth } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { AppError } from '../http/errors.js';
import { INVALID_LOCATION, geocode } from './geocode.service.js';

/**
 * GET /api/prayer/location/geocode?location=: any signed-in user (it is part of the Reset Prayers dialog).
 * A found place answers 200 {successful: true, target: GeoCode}. Text that names no place, or several
 * (ambiguous), answers 200 {successful: false, message} (the lookup worked, it found nothing usable);
 * a missing, blank or over-long parameter is a 400 with the same message.
 */
export function geocodeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/prayer/location/geocode', async (c) => {
    requireAuth(c);
    const location = c.req.query('location')?.trim() ?? '';
    if (location === '' || location.length > LOCATION_MAX) {
      throw new AppError('VALIDATION', INVALID_LOCATION, { location: location === '' ? 'Location is required' : `Must be at most ${LOCATION_MAX} characters` });
    }
    const target = await geocode(deps, location);
    if (!target) return c.json({ successful: false, code: 'NOT_FOUND', message: INVALID_LOCATION, fieldErrors: { location: INVALID_LOCATION } });
    return c.json({ successful: true, target });
  });
}
