import { coded } from '../validation/coded-message.js';

/**
 * A dashboard URL: letters and digits, words joined by single hyphens ("greenlane-bham"), as volunteers
 * write web addresses (docs/volunteer.md "Dashboard URL").
 */
export const DASHBOARD_URL_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
export const DASHBOARD_URL_CHARACTERS = coded(
  'Use letters, digits and single hyphens between them (such as greenlane-bham)',
  'server.field.dashboardUrlCharacters',
);

/**
 * A dashboard URL suggested from the masjid's name: accents dropped, words in Latin letters and digits
 * joined by hyphens, at most `max` characters cut at a word. Names in other scripts give no suggestion
 * (''), since there is no one right way to write them in Latin letters.
 */
export function suggestDashboardUrl(name: string, max = 50): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıİ]/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let url = '';
  for (const word of words) {
    const next = url ? `${url}-${word}` : word;
    if (next.length > max) break;
    url = next;
  }
  return url;
}
