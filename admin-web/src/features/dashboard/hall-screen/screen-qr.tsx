import * as styles from './hall-screen.css.js';
import { useQrDrawing } from '../components/use-qr-drawing.js';

/**
 * The QR code in the dashboard's header (docs/hall-screen.md#qr-code). The `qrcode` package is loaded only
 * when a masjid turns the code on, so the dashboard's first load stays small; the code is made on the
 * screen itself, no network.
 */
export function ScreenQr({ url, label }: { url: string; label: string }) {
  // Two modules of quiet zone plus the white padding of the image: four in all, as scanners expect.
  const drawn = useQrDrawing(url, 2);
  return (
    <figure className={styles.qr} data-testid="screen-qr" data-url={url} style={{ margin: 0 }}>
      {drawn ? (
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
