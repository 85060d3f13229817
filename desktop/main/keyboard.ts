/** The parts of Electron's before-input-event Input this app reads. */
export interface KeyInput {
  type: string;
  key: string;
  control: boolean;
  meta: boolean;
  shift: boolean;
  alt: boolean;
}

/** Reopens the setup screen; documented in the README and on the setup screen itself. */
export function setupShortcutLabel(platform: NodeJS.Platform): string {
  return platform === 'darwin' ? 'Cmd+Shift+S' : 'Ctrl+Shift+S';
}

export type KeyAction = 'open-setup' | 'block' | 'pass';

/**
 * Browser and window keys with Ctrl (Cmd on macOS): close, quit, reload, hide, minimise, print, new
 * window or tab, open a file, zoom. With no application menu most already do nothing in Electron; they
 * are refused here as well, so that no future menu, Electron default or OS binding can act on them.
 */
const COMMAND_KEYS = new Set(['w', 'q', 'r', 'h', 'm', 'p', 'n', 't', 'o', '+', '=', '-', '_', '0']);
/** Close (Alt+F4, Ctrl+F4), reload, caret browsing, full screen (leaving it), developer tools. */
const FUNCTION_KEYS = new Set(['f4', 'f5', 'f7', 'f11', 'f12']);

/**
 * What a key press does in the kiosk window. The setup combination is the only way in for staff; in
 * production the keys that would close, reload, zoom, leave full screen or open the developer tools do
 * nothing, so a passer-by cannot leave the screen or poke at it. Typing and editing keys (Ctrl+A, C, V,
 * X, Z) pass, for the setup screen's address field.
 */
export function keyAction(input: KeyInput, platform: NodeJS.Platform, production: boolean): KeyAction {
  if (input.type !== 'keyDown') return 'pass';
  const key = input.key.toLowerCase();
  const command = platform === 'darwin' ? input.meta : input.control;
  if (command && input.shift && !input.alt && key === 's') return 'open-setup';
  if (!production) return 'pass';
  if (FUNCTION_KEYS.has(key)) return 'block';
  if (command && COMMAND_KEYS.has(key)) return 'block';
  const devToolsCombo = platform === 'darwin' ? input.meta && input.alt : input.control && input.shift;
  if (devToolsCombo && ['i', 'j', 'c'].includes(key)) return 'block';
  return 'pass';
}
