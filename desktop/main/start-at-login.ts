import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from './logger.js';
import { PRODUCT_NAME } from './window-options.js';

export interface LoginItemApp {
  setLoginItemSettings(settings: { openAtLogin: boolean }): void;
}

export const AUTOSTART_FILE_NAME = 'minaret-signage.desktop';

/**
 * Starts the app when the display PC's user logs in (on by default, switchable on the setup screen).
 * Windows and macOS have Electron's login items; Linux has none, so an XDG autostart entry is written
 * (for an AppImage it names the AppImage itself, not the temporary mount it runs from).
 */
export function applyStartAtLogin(deps: {
  app: LoginItemApp;
  enabled: boolean;
  platform: NodeJS.Platform;
  execPath: string;
  appImagePath: string | undefined;
  configHome: string;
  log: Logger;
}): void {
  try {
    if (deps.platform === 'win32' || deps.platform === 'darwin') {
      deps.app.setLoginItemSettings({ openAtLogin: deps.enabled });
      return;
    }
    const file = path.join(deps.configHome, 'autostart', AUTOSTART_FILE_NAME);
    if (!deps.enabled) {
      fs.rmSync(file, { force: true });
      return;
    }
    const command = deps.appImagePath || deps.execPath;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      [
        '[Desktop Entry]',
        'Type=Application',
        `Name=${PRODUCT_NAME}`,
        `Exec=${desktopEntryExec(command)}`,
        'X-GNOME-Autostart-enabled=true',
        'Terminal=false',
        '',
      ].join('\n'),
    );
  } catch (error) {
    deps.log.error('Start at login could not be changed', error);
  }
}

/**
 * The Exec value of a desktop entry for one program path (XDG Desktop Entry spec, "The Exec key"): the
 * path quoted, with `"`, backquote, `$` and backslash escaped inside the quotes; then, as for every
 * string value, each backslash doubled; and `%` doubled, since `%x` is a field code.
 */
export function desktopEntryExec(program: string): string {
  const quoted = `"${program.replace(/(["`$\\])/g, '\\$1')}"`;
  return quoted.replace(/\\/g, '\\\\').replace(/%/g, '%%');
}
