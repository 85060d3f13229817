/**
 * What the screen's QR code opens (docs/hall-screen.md#qr-code): the masjid's public page on the server the
 * screen reads from, or the donation link its admin gave. Null when off, or when the donation link is
 * missing or not https (a QR code to nowhere is worse than none).
 */
import type { NameValue } from '../api-types.js';
import { checkDonationUrl } from './hall-screen-definitions.js';

/** `kind` lets a page put the label into its own language (docs/languages.md); `label` is English. */
export interface QrTarget {
  url: string;
  kind: 'page' | 'donation';
  label: string;
}

export function qrTarget(
  entries: readonly NameValue[] | undefined,
  options: { serverUrl: string; companyUrl: string },
): QrTarget | null {
  const get = (name: string) => entries?.find((entry) => entry.name === name)?.value?.trim() ?? '';
  const choice = get('screen_qr');
  if (choice === 'page') {
    const base = options.serverUrl.replace(/\/+$/, '');
    if (!/^https?:\/\//i.test(base) || !options.companyUrl) return null;
    return {
      url: `${base}/${encodeURIComponent(options.companyUrl)}`,
      kind: 'page',
      label: 'Prayer times on your phone',
    };
  }
  if (choice === 'donation') {
    const url = get('donation_url');
    if (!url || checkDonationUrl(url) !== null) return null;
    return { url, kind: 'donation', label: 'Donate' };
  }
  return null;
}
