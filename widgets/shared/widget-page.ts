import type { NameValue } from '@core/api-types.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import { HttpError } from './api.js';
import { h, render } from './dom.js';
import { reportHeight } from './resize.js';
import { widgetLocale } from './widget-locale.js';
import './widget.css';

const RETRY_MS = 60_000;

export interface WidgetPage {
  root: HTMLElement;
  /** Shows a short message in place of the content. */
  message(text: string, isError?: boolean): void;
  /** The words before the masjid's data is in: `?lang=`, else English; fetched only when needed. */
  words(): Promise<PublicLocale>;
  /** Switches to the masjid's language (docs/languages.md) and returns it. */
  /** The masjid's words, dates and clock: its configurations and its country (ISO code). */
  localize(configurations: readonly NameValue[] | undefined, country?: string | null): Promise<PublicLocale>;
}

/**
 * Runs a widget: 'Loading...' first, then `load` (which renders into the root), a plain message for a
 * missing parameter or an unknown masjid, and another try a minute later when the server did not answer.
 * `refreshMs` reloads the data on a timer (never on focus or visibility events).
 */
export function startWidget(options: { load(page: WidgetPage): Promise<void>; refreshMs?: number }): void {
  const root = document.getElementById('widget') ?? document.body.appendChild(h('main', { id: 'widget' }));
  root.classList.add('mw');
  // A widget fetches one language: the masjid's once its data is in; English (or ?lang=) only for a message before that.
  let locale: Promise<PublicLocale> | null = null;
  const page: WidgetPage = {
    root,
    message(text, isError = false) {
      render(
        root,
        h('p', { class: isError ? 'mw-message mw-error' : 'mw-message', role: isError ? 'alert' : 'status' }, text),
      );
    },
    words: () => (locale ??= widgetLocale(undefined)),
    async localize(configurations, country) {
      locale = widgetLocale(configurations, country);
      return locale;
    },
  };
  reportHeight(root);
  // Wordless while the data loads: three dots read the same in every language.
  page.message('…');
  const fail = async (key: 'widget.notFound' | 'widget.badParameter' | 'widget.retry') => {
    try {
      page.message((await page.words()).t(key), true);
    } catch {
      // Not even the words could be fetched (the network is down): say so in English rather than nothing, and fetch them next time.
      locale = null;
      page.message('Could not load. Trying again in a minute.', true);
    }
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    clearTimeout(timer);
    try {
      await options.load(page);
      if (options.refreshMs) timer = setTimeout(() => void run(), options.refreshMs);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) {
        await fail('widget.notFound');
        return;
      }
      if (error instanceof HttpError && error.status === 400) {
        await fail('widget.badParameter');
        return;
      }
      await fail('widget.retry');
      timer = setTimeout(() => void run(), RETRY_MS);
    }
  };
  void run();
}

/** A link to one of Minaret's own pages keeps the widget's `?lang=`. */
export function withLang(href: string): string {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return lang ? `${href}${href.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : href;
}

/** The footer: 'Powered by Minaret' and an optional link that opens in a new tab (leaving the iframe). */
export function footer(link?: { href: string; text: string }): HTMLElement {
  return h(
    'p',
    { class: 'mw-foot' },
    link ? h('a', { href: link.href, target: '_blank', rel: 'noopener' }, link.text) : h('span'),
    h('span', {}, 'Minaret'),
  );
}
