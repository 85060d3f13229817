import { alertStore, hideAlert } from '../lib/alerts.js';
import { useStore } from '../lib/store.js';
import { useAdminTranslator } from '../lib/i18n/admin-language.js';
import * as styles from './alert-snackbar.css.js';

/** The one alert of docs/product-rules.md ("States"); errors are announced assertively, the rest politely. */
export function AlertSnackbar() {
  const alert = useStore(alertStore);
  const { t } = useAdminTranslator();
  return (
    <div className={styles.region} aria-live="polite">
      {alert && (
        <div
          // A new alert is a new element, so a reader (or a test) never takes it for the one before.
          key={alert.id}
          className={styles.alert[alert.type]}
          role={alert.type === 'error' ? 'alert' : 'status'}
          data-alert-type={alert.type}
        >
          <span>{alert.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={t('settings.common.closeAlert')}
            onClick={() => hideAlert(alert.id)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
