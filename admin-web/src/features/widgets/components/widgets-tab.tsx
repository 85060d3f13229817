import { useEffect, useId, useRef, useState } from 'react';
import type { Masjid } from '@core/api-types.js';
import {
  embedSnippet,
  isResizeMessage,
  widgetIframeSnippet,
  widgetUrl,
  WIDGETS,
  type WidgetInfo,
  type WidgetParams,
} from '@core/widgets/embed-snippet.js';
import { LANGUAGE_FACTS, LANGUAGES } from '@core/i18n/languages.js';
import { Button } from '../../../components/button.js';
import { SelectField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { copyText } from './copy-text.js';
import * as styles from './widgets.css.js';

function paramsFor(masjid: Pick<Masjid, 'id' | 'url'>, lang: string): WidgetParams {
  return { companyUrl: masjid.url, companyId: masjid.id, url: `expense/${masjid.url}`, ...(lang ? { lang } : {}) };
}

/** The Widgets tab: each widget's description, embed code with a copy button, a live preview and link. */
export function WidgetsTab({ masjid }: { masjid: Pick<Masjid, 'id' | 'url' | 'active'> }) {
  const { t } = useAdminTranslator();
  const origin = window.location.origin;
  // Empty: the widgets follow the masjid's language setting; a language here fixes it in the code (docs/languages.md).
  const [lang, setLang] = useState('');
  return (
    <div>
      <p className={styles.intro}>{t('settings.widgets.intro')}</p>
      {!masjid.active && <p className={styles.notice}>{t('settings.widgets.inactive')}</p>}
      <SelectField
        label={t('settings.widgets.language')}
        hint={t('settings.widgets.languageHint')}
        className={styles.language}
        value={lang}
        onChange={(event) => setLang(event.target.value)}
      >
        <option value="">{t('settings.widgets.masjidLanguage')}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_FACTS[language].name} ({LANGUAGE_FACTS[language].english})
          </option>
        ))}
      </SelectField>
      <div className={styles.list}>
        {WIDGETS.map((widget) => (
          <WidgetCard key={widget.name} widget={widget} origin={origin} params={paramsFor(masjid, lang)} />
        ))}
      </div>
    </div>
  );
}

function WidgetCard({ widget, origin, params }: { widget: WidgetInfo; origin: string; params: WidgetParams }) {
  const id = useId();
  const [kind, setKind] = useState<'script' | 'iframe'>('script');
  const code =
    kind === 'script' ? embedSnippet(origin, widget.name, params) : widgetIframeSnippet(origin, widget.name, params);
  const live = widgetUrl(origin, widget.name, params);
  const { t } = useAdminTranslator();
  const title = t(`settings.widget.${widget.name}.title`);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(widget.initialHeight);

  // The widget reports its height, as it does to embed.js on a masjid's site.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isResizeMessage(event.data))
        setHeight(Math.min(Math.max(event.data.height, 80), 2000));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  async function copy() {
    if (await copyText(code)) showAlert('success', t('settings.widgets.copied', { title }));
    else showAlert('error', t('settings.widgets.copyFailed'));
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.info}>
        <h3 id={`${id}-title`} className={styles.title}>
          {title}
        </h3>
        <p className={styles.description}>{t(`settings.widget.${widget.name}.description`)}</p>
        <div role="radiogroup" aria-label={t('settings.widgets.codeType', { title })}>
          <label className={styles.radio}>
            <input type="radio" name={`${id}-kind`} checked={kind === 'script'} onChange={() => setKind('script')} />
            {t('settings.widgets.script')}
          </label>
          <label className={styles.radio}>
            <input type="radio" name={`${id}-kind`} checked={kind === 'iframe'} onChange={() => setKind('iframe')} />
            {t('settings.widgets.iframe')}
          </label>
        </div>
        <label htmlFor={`${id}-code`} className={styles.previewLabel}>
          {t('settings.widgets.code')}
        </label>
        <textarea
          id={`${id}-code`}
          className={styles.snippet}
          dir="ltr"
          readOnly
          value={code}
          onFocus={(event) => event.target.select()}
        />
        <div className={styles.row}>
          <Button onClick={() => void copy()}>{t('settings.widgets.copy')}</Button>
          <a href={live} target="_blank" rel="noreferrer">
            {t('settings.widgets.open')}
          </a>
        </div>
      </div>
      <div>
        <p className={styles.previewLabel}>{t('settings.widgets.preview')}</p>
        <iframe
          ref={frame}
          src={live}
          title={t('settings.widgets.previewTitle', { title })}
          className={styles.preview}
          style={{ height }}
          loading="lazy"
        />
      </div>
    </section>
  );
}
