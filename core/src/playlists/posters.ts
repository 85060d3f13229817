/**
 * Posters (docs/screens.md, "Posters"): what an admin may upload, the widths the server keeps, and which copy a
 * screen draws. Without zod: the dashboard, the web player and the desktop app pick a copy on their first load.
 */

/** Largest poster an admin may upload: a 4K PNG fits. */
export const POSTER_MAX_BYTES = 10 * 1024 * 1024;
export const POSTER_FORMATS = ['jpg', 'png', 'webp'] as const;
export type PosterFormat = (typeof POSTER_FORMATS)[number];
export const POSTER_CONTENT_TYPES: Record<PosterFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** What the file chooser offers; the server decides by the bytes. */
export const POSTER_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/**
 * The widths the server stores a poster at (docs/screens.md, "Posters"): a 720p screen's 1280 px up to a
 * 4K screen's 3840 px. A poster is never enlarged: only the widths below its own are made.
 */
export const POSTER_WIDTHS = [1280, 1920, 2560, 3840] as const;

/** One stored copy of a poster, at its own immutable address. */
export interface PosterSize {
  width: number;
  height: number;
  url: string;
}

/** A poster the masjid uploaded, with its public, immutable address and its smaller copies. */
export interface Poster {
  id: string;
  name: string;
  url: string;
  width: number;
  height: number;
  /** Smaller copies, narrowest first (none for a poster no wider than 1280 px, or uploaded before sizes). */
  sizes: PosterSize[];
}

/**
 * The address a screen `displayWidth` device pixels wide draws a poster from (docs/screens.md, "Posters"):
 * the narrowest copy at least as wide as the display, else the widest there is (the original, never
 * enlarged). The web player keeps the same one offline.
 */
export function posterUrlFor(poster: Pick<Poster, 'url' | 'width' | 'sizes'>, displayWidth: number): string {
  const candidates = [...poster.sizes, { width: poster.width, url: poster.url }].sort((a, b) => a.width - b.width);
  return (candidates.find((size) => size.width >= displayWidth) ?? candidates[candidates.length - 1]!).url;
}
