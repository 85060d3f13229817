import { useEffect, useState } from 'react';
import { inFlightStore } from '../lib/in-flight.js';
import { useStore } from '../lib/store.js';
import { useAdminTranslator } from '../lib/i18n/admin-language.js';
import * as styles from './loading-indicator.css.js';

/** Waits a moment before showing, so fast requests do not flicker. */
const SHOW_AFTER_MS = 150;

/** The global 'Loading…' indicator of docs/product-rules.md ("Pages"), shown while requests are in flight. */
export function LoadingIndicator({ force = false }: { force?: boolean }) {
  const { t } = useAdminTranslator();
  const inFlight = useStore(inFlightStore);
  const busy = force || inFlight > 0;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), force ? 0 : SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy, force]);
  if (!visible) return null;
  return (
    <>
      <div className={styles.bar} aria-hidden="true" />
      <div className={styles.label} role="status" data-testid="loading-indicator">
        {t('settings.common.loadingIndicator')}
      </div>
    </>
  );
}
