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
 * What a key press does in the kiosk window. The setup combination is the only way in for staff; in
 * production the developer-tools keys and Alt+F4 do nothing, so a passer-by cannot leave the screen or
 * poke at it.
 */
export function keyAction(input: KeyInput, platform: NodeJS.Platform, production: boolean): KeyAction {
  if (input.type !== 'keyDown') return 'pass';
  const key = input.key.toLowerCase();
  const command = platform === 'darwin' ? input.meta : input.control;
  if (command && input.shift && !input.alt && key === 's') return 'open-setup';
  if (!production) return 'pass';
  if (key === 'f12') return 'block';
  if (input.alt && key === 'f4') return 'block';
  const devToolsCombo = platform === 'darwin' ? input.meta && input.alt : input.control && input.shift;
  if (devToolsCombo && ['i', 'j', 'c'].includes(key)) return 'block';
  return 'pass';
}
