import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FIRST_RUN_STEPS, firstRunDone, type FirstRunStep } from '@core/first-run/first-run.types.js';
import { Button } from '../../components/button.js';
import * as styles from './first-run.css.js';
import { askActivation, useFirstRun } from './get-first-run.js';
import { showAlert } from '../../lib/alerts.js';
import { errorMessage } from '../../lib/api-client.js';
import { useAdminTranslator } from '../../lib/i18n/admin-language.js';
import { intlLocale, richText } from '../../lib/i18n/fleet-format.js';
import { methodInfo } from '@core/prayer/methods.js';
import { suggestedMethod } from '@core/prayer/default-method.js';
import { useMethods } from '../salah/api/get-methods.js';
import { usePrayerConfig } from '../salah/api/get-prayer-config.js';
import { countryName } from '../salah/logic/salah-words.js';

const hiddenKey = (companyId: string) => `minaret.first-run-hidden.${companyId}`;

function readHidden(companyId: string): boolean {
  try {
    return localStorage.getItem(hiddenKey(companyId)) === '1';
  } catch {
    return false;
  }
}

/** The admin's side of activation: when the super admins were asked, and a way to ask (again). */
function AskActivation({
  companyId,
  requestedAt,
  onAsked,
}: {
  companyId: string;
  requestedAt: string | null;
  onAsked(): void;
}) {
  const { t, language } = useAdminTranslator();
  const [asking, setAsking] = useState(false);
  const ask = () => {
    setAsking(true);
    askActivation(companyId)
      .then((response) => {
        showAlert(response.target?.sent === false ? 'warn' : 'success', response.message ?? t('fleet.firstRun.asked'));
        onAsked();
      })
      .catch((error: unknown) => showAlert('error', errorMessage(error)))
      .finally(() => setAsking(false));
  };
  return (
    <>
      {requestedAt
        ? t('fleet.firstRun.askedOn', { date: new Date(requestedAt).toLocaleDateString(intlLocale(language)) })
        : t('fleet.firstRun.superAdminActivates')}{' '}
      <Button tone="secondary" size="small" disabled={asking} onClick={ask}>
        {requestedAt ? t('fleet.firstRun.askAgain') : t('fleet.firstRun.ask')}
      </Button>
    </>
  );
}

interface Step {
  label: string;
  detail: ReactNode;
}

/**
 * The method and Asr the timetable follows, or before it exists the ones suggested for the masjid's country;
 * where the country has no single Asr (UK, US, Canada) it says the admin chooses it (docs/calculation-methods.md).
 */
function MethodLine({ companyId, country }: { companyId: string; country: string }) {
  const { t, language } = useAdminTranslator();
  const methods = useMethods(country);
  const config = usePrayerConfig(companyId);
  const suggested = methods.data?.suggested ?? suggestedMethod(country);
  const nameOf = (id: number) =>
    methods.data?.methods.find((method) => method.id === id)?.name ?? methodInfo(suggested.calculationMethod).name;
  const asrName = (asr: 0 | 1) => t(asr === 1 ? 'salah.asr.hanafi' : 'salah.asr.standard');
  const saved = config.data?.id ? config.data : null;
  const values = { country: countryName(country, language) };
  const text = saved
    ? t('fleet.firstRun.methodChosen', {
        method: nameOf(saved.calculationMethod),
        asr: asrName(saved.asrJuristicMethod),
      })
    : suggested.askMethod
      ? t('fleet.firstRun.methodAskMethod', { ...values, reset: t('salah.resetPrayers') })
      : suggested.askAsr
        ? t('fleet.firstRun.methodAskAsr', {
            ...values,
            method: nameOf(suggested.calculationMethod),
            reset: t('salah.resetPrayers'),
          })
        : t('fleet.firstRun.methodSuggested', {
            ...values,
            method: nameOf(suggested.calculationMethod),
            asr: asrName(suggested.asrJuristicMethod),
          });
  return (
    <span className={styles.method} data-testid="first-run-method">
      {text}
    </span>
  );
}

/**
 * The new masjid's first steps on its admin page (docs/volunteer.md "First-run checklist"): each ticked
 * from the masjid's real data, each pointing to where it is done. Gone once all are done, or hidden.
 */
export function FirstRunChecklist({
  companyId,
  companyUrl,
  country,
  superAdmin,
  openTab,
}: {
  companyId: string;
  companyUrl: string;
  /** The masjid's country (ISO code): the method and Asr suggested there. */
  country: string;
  superAdmin: boolean;
  openTab(tab: 'salah' | 'configuration'): void;
}) {
  const { t } = useAdminTranslator();
  const status = useFirstRun(companyId);
  const [hidden, setHidden] = useState(() => readHidden(companyId));
  if (!status.data || hidden || firstRunDone(status.data)) return null;
  const data = status.data;

  const go = (tab: 'salah' | 'configuration', text: string) => (
    <button type="button" className={styles.linkButton} onClick={() => openTab(tab)}>
      {text}
    </button>
  );
  const steps: Record<FirstRunStep, Step> = {
    timetable: {
      label: t('fleet.firstRun.timetable'),
      detail: (
        <>
          {richText(t, 'fleet.firstRun.timetableDetail', { link: go('salah', t('fleet.firstRun.salahTab')) })}
          <MethodLine companyId={companyId} country={country} />
        </>
      ),
    },
    content: {
      label: t('fleet.firstRun.content'),
      detail: richText(t, 'fleet.firstRun.contentDetail', {
        link: go('configuration', t('fleet.firstRun.configurationTab')),
      }),
    },
    active: {
      label: t('fleet.firstRun.active'),
      detail: data.active ? (
        t('fleet.firstRun.isPublic')
      ) : superAdmin ? (
        richText(t, 'fleet.firstRun.waitingActivation', {
          link: (
            <Link to={`/auth/company/list?filter=waiting&q=${encodeURIComponent(companyUrl)}`}>
              {t('fleet.firstRun.activateLink')}
            </Link>
          ),
        })
      ) : (
        <AskActivation
          companyId={companyId}
          requestedAt={data.activationRequestedAt}
          onAsked={() => void status.refetch()}
        />
      ),
    },
    screen: {
      label: t('fleet.firstRun.screen'),
      detail: richText(t, data.active ? 'fleet.firstRun.screenDetail' : 'fleet.firstRun.screenLater', {
        link: <Link to="/auth/screens">{t('fleet.firstRun.screensLink')}</Link>,
      }),
    },
  };
  const done = FIRST_RUN_STEPS.filter((step) => data[step]).length;

  return (
    <section className={styles.box} aria-labelledby="first-run-title">
      <div className={styles.head}>
        <div>
          <h2 id="first-run-title" className={styles.title}>
            {t('fleet.firstRun.title')}
          </h2>
          <p className={styles.progress}>
            {t('fleet.firstRun.progress', { done: String(done), total: String(FIRST_RUN_STEPS.length) })}
          </p>
        </div>
        <Button
          tone="ghost"
          size="small"
          onClick={() => {
            try {
              localStorage.setItem(hiddenKey(companyId), '1');
            } catch {
              // Private browsing without storage: hidden until the page is opened again.
            }
            setHidden(true);
          }}
        >
          {t('fleet.firstRun.hide')}
        </Button>
      </div>
      <ol className={styles.list}>
        {FIRST_RUN_STEPS.map((key) => (
          <li
            key={key}
            className={styles.item}
            aria-label={t(data[key] ? 'fleet.firstRun.stepDone' : 'fleet.firstRun.stepToDo', {
              label: steps[key].label,
            })}
          >
            <span className={data[key] ? `${styles.mark} ${styles.markDone}` : styles.mark} aria-hidden="true">
              {data[key] ? '✓' : ''}
            </span>
            <span>
              <span className={data[key] ? `${styles.label} ${styles.labelDone}` : styles.label}>
                {steps[key].label}
              </span>
              <span className={styles.detail}>{steps[key].detail}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
