import * as styles from './playlist-slide.css.js';
import { useQrDrawing } from './use-qr-drawing.js';

/**
 * The QR code of a donation appeal's payment page (docs/screens.md, "Notices"), made on the screen itself
 * from the `qrcode` package's module matrix, no network. The package is loaded only when an appeal shows,
 * as the header's code is (hall-screen/screen-qr.tsx), so the dashboard's first load stays small.
 */
export function AppealQr({ url, label }: { url: string; label: string }) {
  // Four modules of quiet zone, as scanners expect.
  const drawn = useQrDrawing(url, 4);
  return (
    <figure className={styles.appealQr} data-testid="appeal-qr" data-url={url}>
      {drawn ? (
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
