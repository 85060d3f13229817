import { FRAME_URL, isResizeMessage } from '@core/widgets/embed-snippet.js';
import { query } from '../shared/api.js';
import { h, render } from '../shared/dom.js';
import { startWidget, withLang } from '../shared/widget-page.js';

/**
 * frame-widget?url=expense/{url}: one of Minaret's own embeddable pages (expenses frame or calendar) in
 * an iframe kept as tall as its content. Only those two paths are accepted, so the widget can never be
 * made to show another site or a javascript: address.
 */
startWidget({
  async load(page) {
    const url = query('url');
    if (!FRAME_URL.test(url)) return page.message((await page.words()).t('widget.needFrameUrl'), true);
    page.root.classList.add('mw-bare');
    const [kind, masjid] = url.split('/') as [string, string];
    const title = (await page.words()).t(kind === 'calendar' ? 'widget.frameCalendar' : 'widget.frameExpenses');
    // The page is named after what it shows: a calendar's frame is not "Expenses".
    document.title = `${title} · Minaret`;
    const frame = h('iframe', {
      // The expenses have their own light page (no React, no charting library); the calendar is the web app's.
      src: withLang(kind === 'expense' ? `/static/expense-frame/?masjid=${encodeURIComponent(masjid)}` : `/${url}`),
      title,
      style: 'display:block;width:100%;height:600px;border:0',
    });
    window.addEventListener('message', (event) => {
      if (
        event.source !== frame.contentWindow ||
        event.origin !== window.location.origin ||
        !isResizeMessage(event.data)
      )
        return;
      frame.style.height = `${Math.max(50, Math.ceil(event.data.height))}px`;
    });
    render(page.root, frame);
  },
});
