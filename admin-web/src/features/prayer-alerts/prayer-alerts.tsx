import { useState } from 'react';
import { ALERT_PRAYERS, type AlertPrayer } from '@core/push/alert-prayers.js';
import type { AlertSettings } from '@core/push/push-alerts.schema.js';
import * as styles from '../calendar-feed/add-to-calendar.css.js';
import { NotificationsBlockedError, pushSupported, turnOffAlerts, turnOnAlerts } from './browser-push.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import { usePublicLocale } from '../../lib/i18n/public-locale.js';

/** English keeps its fixed labels; another language takes the glossary's words (docs/languages.md#glossary). */
const NAMES: Record<AlertPrayer, string> = {
  fajr: 'Fajr',
  dhuhr: "Dhuhr / Jumu'ah",
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
};
const BEFORE = [0, 5, 10, 15, 20, 30];

/** The table's words: its headings and each row's name, and the labels a screen reader gives each box. */
function alertWords(locale: PublicLocale) {
  const english = locale.language === 'en';
  const name = (prayer: AlertPrayer) =>
    english
      ? NAMES[prayer]
      : prayer === 'dhuhr'
        ? locale.t('feed.dhuhrJumuah', { dhuhr: locale.prayer('dhuhr'), jumuah: locale.prayer('jumuah') })
        : locale.prayer(prayer);
  const azan = english ? 'Azan' : locale.azanWord;
  const iqama = english ? 'Iqama' : locale.iqamaWord;
  return {
    name,
    azan,
    iqama,
    azanOf: (prayer: AlertPrayer) =>
      english ? `${NAMES[prayer]} azan` : locale.t('countdown.target', { prayer: locale.prayer(prayer), word: azan }),
    iqamaOf: (prayer: AlertPrayer) =>
      english ? `${NAMES[prayer]} iqama` : locale.t('countdown.target', { prayer: locale.prayer(prayer), word: iqama }),
    beforeOf: (prayer: AlertPrayer) =>
      locale.t('alerts.beforeIqamaOf', { prayer: english ? NAMES[prayer] : locale.prayer(prayer) }),
  };
}
const OFF: AlertSettings = Object.fromEntries(
  ALERT_PRAYERS.map((prayer) => [prayer, { azan: false, iqama: false, beforeIqamaMinutes: 0 }]),
) as AlertSettings;
const storageKey = (companyUrl: string) => `minaret.alerts.${companyUrl.toLowerCase()}`;

function savedChoices(companyUrl: string): { on: boolean; alerts: AlertSettings } {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(companyUrl)) ?? 'null') as {
      on: boolean;
      alerts: AlertSettings;
    } | null;
    if (saved?.alerts) return { on: !!saved.on, alerts: { ...OFF, ...saved.alerts } };
  } catch {
    // Unreadable: start from nothing chosen.
  }
  return { on: false, alerts: OFF };
}

/**
 * "Prayer alerts" on a masjid's public page (docs/outside-the-hall.md): a worshipper without an account
 * chooses, per prayer, the azan, the iqama and a reminder before the iqama, and gets Web Push notifications.
 */
export function PrayerAlerts({
  companyUrl,
  className,
  group,
}: {
  companyUrl: string;
  className?: string;
  /** Panels of one group open one at a time. */ group?: string;
}) {
  const [{ on, alerts }, setChoices] = useState(() => savedChoices(companyUrl));
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // The choices are drawn only while open: a closed panel adds nothing to the page's layout.
  const [open, setOpen] = useState(false);
  const locale = usePublicLocale();
  const { t } = locale;
  const words = alertWords(locale);
  const nothingChosen = ALERT_PRAYERS.every(
    (prayer) => !alerts[prayer].azan && !alerts[prayer].iqama && !alerts[prayer].beforeIqamaMinutes,
  );

  const change = (prayer: AlertPrayer, patch: Partial<AlertSettings[AlertPrayer]>) =>
    setChoices((previous) => ({
      on: previous.on,
      alerts: { ...previous.alerts, [prayer]: { ...previous.alerts[prayer], ...patch } },
    }));
  const remember = (next: { on: boolean; alerts: AlertSettings }) => {
    setChoices(next);
    try {
      localStorage.setItem(storageKey(companyUrl), JSON.stringify(next));
    } catch {
      // Not kept on this device; the server still has the choices.
    }
  };
  const run = async (action: () => Promise<void>, done: string, next: { on: boolean; alerts: AlertSettings }) => {
    setBusy(true);
    setStatus('');
    try {
      await action();
      remember(next);
      setStatus(done);
    } catch (error) {
      // The browser's refusal is said in the page's language; the server's own messages are English.
      if (error instanceof NotificationsBlockedError) setStatus(t('alerts.blocked'));
      else setStatus(error instanceof Error && locale.language === 'en' ? error.message : t('alerts.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details
      name={group}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={`${styles.box} ${className ?? ''}`}
      data-testid="prayer-alerts"
    >
      <summary className={styles.summary}>
        {t('dashboard.prayerAlerts')}
        {on ? ` ${t('alerts.on')}` : ''}
      </summary>
      {open && (
        <div className={styles.panel}>
          {!pushSupported() ? (
            <p className={styles.hint}>{t('alerts.unsupported')}</p>
          ) : (
            <>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('table.prayer')}</th>
                    <th scope="col">{words.azan}</th>
                    <th scope="col">{words.iqama}</th>
                    <th scope="col">{t('alerts.beforeIqama')}</th>
                  </tr>
                </thead>
                <tbody>
                  {ALERT_PRAYERS.map((prayer) => (
                    <tr key={prayer}>
                      <th scope="row" style={{ textAlign: 'start' }}>
                        {words.name(prayer)}
                      </th>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={words.azanOf(prayer)}
                          checked={alerts[prayer].azan}
                          onChange={(event) => change(prayer, { azan: event.target.checked })}
                        />
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={words.iqamaOf(prayer)}
                          checked={alerts[prayer].iqama}
                          onChange={(event) => change(prayer, { iqama: event.target.checked })}
                        />
                      </td>
                      <td>
                        <select
                          aria-label={words.beforeOf(prayer)}
                          value={alerts[prayer].beforeIqamaMinutes}
                          onChange={(event) => change(prayer, { beforeIqamaMinutes: Number(event.target.value) })}
                        >
                          {BEFORE.map((minutes) => (
                            <option key={minutes} value={minutes}>
                              {minutes === 0 ? t('alerts.no') : t('alerts.minutes', { count: minutes })}
                            </option>
                          ))}
                        </select>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className={styles.links}>
                <button
                  type="button"
                  disabled={busy || nothingChosen}
                  onClick={() =>
                    void run(() => turnOnAlerts(companyUrl, alerts, locale.language), t('alerts.onDone'), {
                      on: true,
                      alerts,
                    })
                  }
                >
                  {on ? t('alerts.save') : t('alerts.turnOn')}
                </button>
                {on && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void run(turnOffAlerts, t('alerts.offDone'), { on: false, alerts })}
                  >
                    {t('alerts.turnOff')}
                  </button>
                )}
              </div>
              {status && (
                <p className={styles.hint} role="status">
                  {status}
                </p>
              )}
              <p className={styles.hint}>{t('alerts.noAccount')}</p>
            </>
          )}
        </div>
      )}
    </details>
  );
}
