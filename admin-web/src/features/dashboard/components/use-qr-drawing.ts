import { useEffect, useState } from 'react';

/** A QR code as one SVG path, its side in modules (quiet zone included), for the address it was made of. */
export interface QrDrawing {
  url: string;
  path: string;
  count: number;
}

/**
 * Makes the QR code of `url` on the screen itself from the `qrcode` package's module matrix, no network,
 * with `quiet` modules of empty border on each side. The package is loaded only when a code is shown, so the
 * dashboard's first load stays small. Null until drawn, or while a new address is being drawn.
 */
export function useQrDrawing(url: string, quiet: number): QrDrawing | null {
  const [drawn, setDrawn] = useState<QrDrawing | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(({ default: QRCode }) => {
      const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
      const size = qr.modules.size;
      let path = '';
      for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++)
          if (qr.modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
      }
      if (!cancelled) setDrawn({ url, path, count: size + 2 * quiet });
    });
    return () => {
      cancelled = true;
    };
  }, [url, quiet]);
  return drawn?.url === url ? drawn : null;
}
