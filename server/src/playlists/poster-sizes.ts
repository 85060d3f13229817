/**
 * A poster's smaller copies (docs/screens.md, "Posters"): decoded by sharp (libvips), turned upright by its
 * EXIF orientation, and stored as WebP at each of POSTER_WIDTHS below its own width, never enlarged. A
 * file sharp cannot decode is not a poster, whatever its header says: the upload is refused.
 */
import sharp from 'sharp';
import { POSTER_WIDTHS } from '@core/playlists/posters.js';

/** Nothing larger is decoded (a 10 MB PNG can unpack to gigabytes): 8K by 8K at most. */
const MAX_INPUT_PIXELS = 8192 * 8192;
const WEBP_QUALITY = 82;

export interface PosterCopy {
  width: number;
  height: number;
  bytes: Uint8Array;
}

export type PosterCopies =
  { ok: true; copies: PosterCopy[] } | { ok: false; problem: 'undecodable' | 'too-many-pixels' };

/** Decodes the poster whole (a truncated or damaged file fails here) and makes its copies, narrowest first. */
export async function posterCopies(bytes: Uint8Array): Promise<PosterCopies> {
  const image = () => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  let width: number;
  try {
    // Decoding to raw pixels reads every byte: a header alone is not enough to pass.
    const { info } = await image().raw().toBuffer({ resolveWithObject: true });
    width = info.width;
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    return { ok: false, problem: tooLarge ? 'too-many-pixels' : 'undecodable' };
  }
  const copies: PosterCopy[] = [];
  for (const target of POSTER_WIDTHS.filter((candidate) => candidate < width)) {
    const { data, info } = await image()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    copies.push({ width: info.width, height: info.height, bytes: new Uint8Array(data) });
  }
  return { ok: true, copies };
}
