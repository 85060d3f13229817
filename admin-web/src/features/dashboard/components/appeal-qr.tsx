import { useEffect, useState } from 'react';
import * as styles from './playlist-slide.css.js';

/**
 * The QR code of a donation appeal's payment page (docs/screens.md, "Notices"), made on the screen itself
 * from the `qrcode` package's module matrix, no network. The package is loaded only when an appeal shows,
 * as the header's code is (hall-screen/screen-qr.tsx), so the dashboard's first load stays small.
 */
export function AppealQr({ url, label }: { url: string; label: string }) {
  const [drawn, setDrawn] = useState<{ url: string; path: string; count: number } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(({ default: QRCode }) => {
      const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
      const size = qr.modules.size;
      let path = '';
      for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) if (qr.modules.get(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
      }
      // Four modules of quiet zone, as scanners expect.
      if (!cancelled) setDrawn({ url, path, count: size + 8 });
    });
    return () => {
      cancelled = true;
    };
  }, [url]);
  return (
    <figure className={styles.appealQr} data-testid="appeal-qr" data-url={url}>
      {drawn?.url === url ? (
        <svg
          className={styles.appealQrImage}
          role="img"
          aria-label={`QR code: ${label}`}
          viewBox={`0 0 ${drawn.count} ${drawn.count}`}
          shapeRendering="crispEdges"
        >
          <path d={drawn.path} fill="#000" />
        </svg>
      ) : (
        <span className={styles.appealQrImage} />
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
