import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

/** Design tokens for the web app; public pages scale them up for big screens. */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#0f5132',
    brandStrong: '#0a3622',
    accent: '#c9a227',
    surface: '#ffffff',
    page: '#f4f6f5',
    text: '#1c2321',
    muted: '#5d6b66',
    border: '#d5ddd9',
    danger: '#b3261e',
    warn: '#8a5a00',
    success: '#1e6b3a',
    focus: '#1a73e8',
  },
  font: {
    // The script fonts come first and exist only on pages in their languages (docs/languages.md#fonts).
    body: "'Noto Sans Arabic', 'Noto Sans Bengali', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    arabic: "'Amiri', 'Scheherazade New', 'Noto Naskh Arabic', 'Geeza Pro', 'Traditional Arabic', serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  radius: { small: '4px', medium: '8px', large: '12px' },
  space: { xs: '4px', s: '8px', m: '16px', l: '24px', xl: '40px' },
  /** docs/product-rules.md ("Constants and formats") layer order. */
  layer: { appBar: '1100', drawer: '1200', modal: '1300', snackbar: '1400', tooltip: '1500' },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.page,
  lineHeight: 1.5,
});
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('a', { color: vars.color.brand });
