import { useEffect, useId, useRef, useState } from 'react';
import type { Company } from '../../../../../core/src/api-types.js';
import {
  embedSnippet,
  isResizeMessage,
  widgetIframeSnippet,
  widgetUrl,
  WIDGETS,
  type WidgetInfo,
  type WidgetParams,
} from '../../../../../core/src/widgets/embed-snippet.js';
import { Button } from '../../../components/button.js';
import { showAlert } from '../../../lib/alerts.js';
import { copyText } from './copy-text.js';
import * as styles from './widgets.css.js';

function paramsFor(company: Pick<Company, 'id' | 'url'>): WidgetParams {
  return { companyUrl: company.url, companyId: company.id, url: `expense/${company.url}` };
}

/** The Widgets tab: each widget's description, embed code with a copy button, a live preview and link. */
export function WidgetsTab({ company }: { company: Pick<Company, 'id' | 'url' | 'active'> }) {
  const origin = window.location.origin;
  return (
    <div>
      <p className={styles.intro}>
        Copy a widget's code into your own website, where you want the widget to appear. The widgets show your masjid's
        prayer times and news, always up to date, and keep their own look whatever your site's style is.
      </p>
      {!company.active && (
        <p className={styles.notice}>
          Your masjid is not active yet, so its widgets show nothing to visitors. They work as soon as a Minaret administrator
          activates the masjid.
        </p>
      )}
      <div className={styles.list}>
        {WIDGETS.map((widget) => (
          <WidgetCard key={widget.name} widget={widget} origin={origin} params={paramsFor(company)} />
        ))}
      </div>
    </div>
  );
}

function WidgetCard({ widget, origin, params }: { widget: WidgetInfo; origin: string; params: WidgetParams }) {
  const id = useId();
  const [kind, setKind] = useState<'script' | 'iframe'>('script');
  const code = kind === 'script' ? embedSnippet(origin, widget.name, params) : widgetIframeSnippet(origin, widget.name, params);
  const live = widgetUrl(origin, widget.name, params);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(widget.initialHeight);

  // The widget reports its height, as it does to embed.js on a masjid's site.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isResizeMessage(event.data)) setHeight(Math.min(Math.max(event.data.height, 80), 2000));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  async function copy() {
    if (await copyText(code)) showAlert('success', `${widget.title} code copied`);
    else showAlert('error', 'Could not copy; select the code and copy it.');
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.info}>
        <h3 id={`${id}-title`} className={styles.title}>
          {widget.title}
        </h3>
        <p className={styles.description}>{widget.description}</p>
        <div role="radiogroup" aria-label={`${widget.title} embed code type`}>
          <label className={styles.radio}>
            <input type="radio" name={`${id}-kind`} checked={kind === 'script'} onChange={() => setKind('script')} />
            Script (resizes itself)
          </label>
          <label className={styles.radio}>
            <input type="radio" name={`${id}-kind`} checked={kind === 'iframe'} onChange={() => setKind('iframe')} />
            Plain iframe
          </label>
        </div>
        <label htmlFor={`${id}-code`} className={styles.previewLabel}>
          Embed code
        </label>
        <textarea id={`${id}-code`} className={styles.snippet} readOnly value={code} onFocus={(event) => event.target.select()} />
        <div className={styles.row}>
          <Button onClick={() => void copy()}>Copy code</Button>
          <a href={live} target="_blank" rel="noreferrer">
            Open live widget
          </a>
        </div>
      </div>
      <div>
        <p className={styles.previewLabel}>Live preview</p>
        <iframe ref={frame} src={live} title={`${widget.title} preview`} className={styles.preview} style={{ height }} loading="lazy" />
      </div>
    </section>
  );
}
