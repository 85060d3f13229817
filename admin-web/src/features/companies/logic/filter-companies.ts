import type { Company } from '@core/api-types.js';

/** A masjid registered and not activated yet: what a super admin looks for first (docs/volunteer.md "All Masjids"). */
export function waitingForActivation(company: Company): boolean {
  return !company.active;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The masjids whose name, URL or address contain every word typed, optionally only those waiting. */
export function filterCompanies(companies: readonly Company[], query: string, onlyWaiting: boolean): Company[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return companies.filter((company) => {
    if (onlyWaiting && !waitingForActivation(company)) return false;
    const haystack = fold(
      [
        company.name,
        company.url,
        company.address.street,
        company.address.city,
        company.address.state,
        company.address.zip,
        company.address.country,
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
