import type { Masjid } from '@core/api-types.js';
import { isPublicMasjid } from '@core/masjid/public-masjid.js';
import { currencyOf } from '@core/masjid/currency.js';
import type { MasjidRow } from './masjid.table.js';

export function toMasjid(row: MasjidRow): Masjid {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    website: row.website,
    active: row.active,
    expirationDate: row.expiration_date,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      zip: row.zip,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    currency: currencyOf({ currency: row.currency, country: row.country }),
    currencyChosen: row.currency !== null,
  };
}

/** Shown to the public: active and, when an expiration date is set, not past it (core's one rule). */
export function isMasjidPublic(row: Pick<MasjidRow, 'active' | 'expiration_date'>, today: string): boolean {
  return isPublicMasjid({ active: row.active, expirationDate: row.expiration_date }, today);
}
