import { useEffect, useState } from 'react';
import * as styles from './hall-screen.css.js';

/**
 * The QR code in the dashboard's header (docs/hall-screen.md#qr-code). The `qrcode` package is loaded only
 * when a masjid turns the code on, so the dashboard's first load stays small; the code is made on the
 * screen itself, no network.
 */
export function ScreenQr({ url, label }: { url: string; label: string }) {
  const [drawn, setDrawn] = useState<{ url: string; path: string; count: number } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(({ default: QRCode }) => {
      const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
      const size = qr.modules.size;
      let path = '';
      for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) if (qr.modules.get(row, col)) path += `M${col + 2} ${row + 2}h1v1h-1z`;
      }
      // Two modules of quiet zone plus the white padding of the image: four in all, as scanners expect.
      if (!cancelled) setDrawn({ url, path, count: size + 4 });
    });
    return () => {
      cancelled = true;
    };
  }, [url]);
  return (
    <figure className={styles.qr} data-testid="screen-qr" data-url={url} style={{ margin: 0 }}>
      {drawn?.url === url ? (
        <svg
          className={styles.qrImage}
          role="img"
          aria-label={`QR code: ${label}`}
          viewBox={`0 0 ${drawn.count} ${drawn.count}`}
          shapeRendering="crispEdges"
        >
          <path d={drawn.path} fill="#000" />
        </svg>
      ) : (
        <span className={styles.qrImage} />
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
