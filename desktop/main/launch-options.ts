/**
 * The only reader of the environment in the main process. `ELECTRON_RENDERER_URL` is set by
 * `electron-vite dev` (the renderer then comes from Vite's dev server); `MINARET_SIGNAGE_DEVTOOLS=1`
 * allows the developer tools in a built app for whoever troubleshoots a screen on site.
 */
export interface LaunchOptions {
  rendererDevUrl: string | null;
  production: boolean;
  devTools: boolean;
  appImagePath: string | undefined;
  configHome: string;
}

export function readLaunchOptions(env: NodeJS.ProcessEnv, homeDir: string): LaunchOptions {
  const rendererDevUrl = env.ELECTRON_RENDERER_URL || null;
  const production = rendererDevUrl === null;
  return {
    rendererDevUrl,
    production,
    devTools: !production || env.MINARET_SIGNAGE_DEVTOOLS === '1',
    appImagePath: env.APPIMAGE || undefined,
    configHome: env.XDG_CONFIG_HOME || `${homeDir}/.config`,
  };
}
