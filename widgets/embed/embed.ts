/**
 * /static/embed.js: the script of every widget snippet. It replaces its own script tag with an iframe of
 * the widget and keeps the iframe as tall as the widget says it is. The iframe's inline styles are
 * !important, which beats any host stylesheet rule (even !important ones), so a host theme cannot hide
 * or squash it; the widget's own styles stay inside the iframe. No globals are left behind.
 */
import { isResizeMessage, paramsFromDataset, widgetInfo, widgetTitle, widgetUrl } from '@core/widgets/embed-snippet.js';

(() => {
  const MARK = 'data-minaret-embedded';

  function style(element: HTMLElement, rules: Record<string, string>) {
    for (const [property, value] of Object.entries(rules)) element.style.setProperty(property, value, 'important');
  }

  function embed(script: HTMLScriptElement) {
    if (script.hasAttribute(MARK)) return;
    script.setAttribute(MARK, '');
    const { name, params } = paramsFromDataset(script.dataset);
    if (!name) return;
    const origin = new URL(script.src, window.location.href).origin;
    const info = widgetInfo(name);
    const frame = document.createElement('iframe');
    frame.src = widgetUrl(origin, name, params);
    frame.title = widgetTitle(name, params);
    frame.setAttribute('loading', 'lazy');
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('data-minaret-widget', name);
    style(frame, {
      display: 'block',
      visibility: 'visible',
      opacity: '1',
      position: 'static',
      width: '100%',
      'max-width': '100%',
      'min-width': '0',
      height: `${info.initialHeight}px`,
      'min-height': '0',
      'max-height': 'none',
      border: '0',
      margin: '0',
      padding: '0',
      background: 'transparent',
      'box-shadow': 'none',
      transform: 'none',
      filter: 'none',
    });
    window.addEventListener('message', (event) => {
      if (event.source !== frame.contentWindow || event.origin !== origin || !isResizeMessage(event.data)) return;
      style(frame, { height: `${Math.max(40, Math.min(20_000, Math.ceil(event.data.height)))}px` });
    });
    script.parentNode?.insertBefore(frame, script);
  }

  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.dataset.minaretWidget !== undefined) embed(current);
  // Snippets pasted more than once share one cached script; each copy also picks up any it missed.
  document.querySelectorAll<HTMLScriptElement>('script[data-minaret-widget]').forEach(embed);
})();
