/**
 * Pictures over the upload limit are made smaller in the browser before upload, instead of refused
 * (docs/volunteer.md "Pictures"): scaled to at most MAX_SIDE pixels on the long side and saved as WebP
 * (which keeps transparency), lowering the quality, then the size, until the file fits.
 */
import { MAX_IMAGE_BYTES } from '@core/content/image-data-url.js';

const MAX_SIDE = 1920;
const QUALITIES = [0.85, 0.75, 0.65, 0.5];

/** Through a data: URL, which the pages' Content-Security-Policy allows for images (blob: it does not). */
function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const fail = () => reject(new Error('The file is not a picture this browser can read'));
    const reader = new FileReader();
    reader.onerror = fail;
    reader.onload = () => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = fail;
      image.src = String(reader.result);
    };
    reader.readAsDataURL(file);
  });
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
}

/** The file itself when it fits, else a smaller WebP copy; throws when even a small copy does not fit. */
export async function shrinkImage(file: File, limit = MAX_IMAGE_BYTES): Promise<Blob> {
  if (file.size <= limit) return file;
  const image = await loadImage(file);
  let side = Math.min(MAX_SIDE, Math.max(image.naturalWidth, image.naturalHeight));
  while (side >= 320) {
    const scale = side / Math.max(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    for (const quality of QUALITIES) {
      const blob = await encode(canvas, quality);
      // A data URL is a third larger than the file; the limit is on the file's bytes.
      if (blob && blob.size <= limit) return blob;
    }
    side = Math.round(side * 0.75);
  }
  throw new Error(`The picture could not be made smaller than ${Math.round(limit / 1024)} KB`);
}
