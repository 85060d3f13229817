import { describe, expect, it } from 'vitest';
import {
  embedSnippet,
  FRAME_URL,
  isResizeMessage,
  paramsFromDataset,
  WIDGETS,
  widgetIframeSnippet,
  widgetTitle,
  widgetUrl,
} from './embed-snippet.js';

describe('widget embed snippets', () => {
  it('lists the six widgets of the spec with their parameters', () => {
    expect(WIDGETS.map((w) => `${w.name}:${w.param}`)).toEqual([
      'dashboard-widget:companyUrl',
      'prayer-time-widget:companyId',
      'calendar-widget:companyUrl',
      'jummah-schedule-widget:companyId',
      'rod-widget:null',
      'frame-widget:url',
    ]);
  });

  it('builds the live links of the spec', () => {
    expect(widgetUrl('https://m.example.org/', 'dashboard-widget', { companyUrl: 'icc' })).toBe(
      'https://m.example.org/static/dashboard-widget/index.html?companyUrl=icc',
    );
    expect(widgetUrl('https://m.example.org', 'frame-widget', { url: 'expense/icc' })).toBe(
      'https://m.example.org/static/frame-widget/index.html?url=expense%2Ficc',
    );
    expect(widgetUrl('https://m.example.org', 'rod-widget', { companyId: 'ignored' })).toBe(
      'https://m.example.org/static/rod-widget/index.html',
    );
  });

  it('makes one script tag whose data attributes round-trip', () => {
    const snippet = embedSnippet('https://m.example.org', 'prayer-time-widget', { companyId: 'a"b<c>' });
    expect(snippet).toBe(
      '<script src="https://m.example.org/static/embed.js" data-minaret-widget="prayer-time-widget" data-company-id="a&quot;b&lt;c&gt;" async></script>',
    );
    expect(paramsFromDataset({ minaretWidget: 'prayer-time-widget', companyId: 'abc' })).toEqual({
      name: 'prayer-time-widget',
      params: { companyId: 'abc' },
    });
    expect(paramsFromDataset({ minaretWidget: 'evil' }).name).toBeNull();
  });

  it("titles the frame widget by what it shows: a calendar is not called 'Expenses'", () => {
    expect(widgetIframeSnippet('https://m.example.org', 'frame-widget', { url: 'calendar/icc' })).toContain(
      'title="Calendar"',
    );
    expect(widgetIframeSnippet('https://m.example.org', 'frame-widget', { url: 'expense/icc' })).toContain(
      'title="Expenses"',
    );
    expect(widgetTitle('frame-widget', { url: 'calendar/icc' })).toBe('Calendar');
  });

  it('offers a plain iframe for sites without scripts', () => {
    expect(widgetIframeSnippet('https://m.example.org', 'rod-widget')).toContain(
      'src="https://m.example.org/static/rod-widget/index.html"',
    );
  });

  it('accepts only resize messages and frame urls of our own pages', () => {
    expect(isResizeMessage({ type: 'minaret:resize', height: 300 })).toBe(true);
    expect(isResizeMessage({ type: 'minaret:resize', height: '300' })).toBe(false);
    expect(isResizeMessage(null)).toBe(false);
    expect(FRAME_URL.test('expense/icc')).toBe(true);
    expect(FRAME_URL.test('calendar/icc')).toBe(true);
    expect(FRAME_URL.test('javascript:alert(1)')).toBe(false);
    expect(FRAME_URL.test('//evil.example/expense/x')).toBe(false);
    expect(FRAME_URL.test('expense/icc/../../auth/admin')).toBe(false);
  });

  it('carries a chosen language in the live link, the script (data-lang) and the iframe; an unknown one is left out', () => {
    expect(widgetUrl('https://m.example.org', 'dashboard-widget', { companyUrl: 'icc', lang: 'ar' })).toBe(
      'https://m.example.org/static/dashboard-widget/index.html?companyUrl=icc&lang=ar',
    );
    expect(widgetUrl('https://m.example.org', 'rod-widget', { lang: 'ur' })).toBe(
      'https://m.example.org/static/rod-widget/index.html?lang=ur',
    );
    const snippet = embedSnippet('https://m.example.org', 'calendar-widget', { companyUrl: 'icc', lang: 'fr' });
    expect(snippet).toContain(' data-lang="fr" ');
    expect(paramsFromDataset({ minaretWidget: 'calendar-widget', companyUrl: 'icc', lang: 'fr' }).params).toEqual({
      companyUrl: 'icc',
      lang: 'fr',
    });
    expect(
      widgetIframeSnippet('https://m.example.org', 'calendar-widget', { companyUrl: 'icc', lang: 'bn' }),
    ).toContain('?companyUrl=icc&amp;lang=bn');
    expect(
      embedSnippet('https://m.example.org', 'calendar-widget', { companyUrl: 'icc', lang: '"><script>' }),
    ).not.toContain('data-lang');
    expect(widgetUrl('https://m.example.org', 'calendar-widget', { companyUrl: 'icc', lang: 'xx' })).not.toContain(
      'lang=',
    );
  });
});
