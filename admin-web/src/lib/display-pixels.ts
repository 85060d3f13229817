/**
 * This display's width in device pixels (docs/screens.md, "Posters"): which stored size of a poster the
 * screen draws and the web player keeps offline. The display's, not the window's: a window resized or a
 * preview in a corner still draws the copy its screen would.
 */
export function displayPixelWidth(): number {
  if (typeof window === 'undefined') return 1920;
  return Math.round(window.screen.width * (window.devicePixelRatio || 1));
}
