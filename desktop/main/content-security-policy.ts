/**
 * Electron security checklist: 'Define a Content Security Policy'. Sent with every page of the app's
 * own protocol. The renderer talks only to main (through the preload), so it may fetch nothing over the
 * network; styles allow inline because React and recharts set style attributes; images allow data: for
 * announcement pictures, which the server sends as data URLs.
 */
export const RENDERER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'none'",
  "worker-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
