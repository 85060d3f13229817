import { HttpError } from './api.js';
import { h, render } from './dom.js';
import { reportHeight } from './resize.js';
import './widget.css';

const RETRY_MS = 60_000;

export interface WidgetPage {
  root: HTMLElement;
  /** Shows a short message in place of the content. */
  message(text: string, isError?: boolean): void;
}

/**
 * Runs a widget: 'Loading...' first, then `load` (which renders into the root), a plain message for a
 * missing parameter or an unknown masjid, and another try a minute later when the server did not answer.
 * `refreshMs` reloads the data on a timer (never on focus or visibility events).
 */
export function startWidget(options: { load(page: WidgetPage): Promise<void>; refreshMs?: number }): void {
  const root = document.getElementById('widget') ?? document.body.appendChild(h('main', { id: 'widget' }));
  root.classList.add('mw');
  const page: WidgetPage = {
    root,
    message(text, isError = false) {
      render(root, h('p', { class: isError ? 'mw-message mw-error' : 'mw-message', role: isError ? 'alert' : 'status' }, text));
    },
  };
  reportHeight(root);
  page.message('Loading...');

  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    clearTimeout(timer);
    try {
      await options.load(page);
      if (options.refreshMs) timer = setTimeout(run, options.refreshMs);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) {
        page.message('Masjid not found, or its page is not public yet.', true);
        return;
      }
      if (error instanceof HttpError && error.status === 400) {
        page.message('This widget was given an invalid parameter.', true);
        return;
      }
      page.message('Could not load. Trying again in a minute.', true);
      timer = setTimeout(run, RETRY_MS);
    }
  };
  void run();
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
