import { SCREENS_CHANGE, type DashboardSource } from '@core/dashboard/dashboard-data.js';
import { withScreenDisplay } from '@core/hall-screen/screen-display.js';
import { withScreenSlides } from '@core/screens/screen-slides.js';
import { DEFAULT_SCREEN_SETTINGS, type ScreenSettings } from '@core/screens/screen.schema.js';

/**
 * The web player's dashboard source: the web's own (fetch, with the page's offline copy), with the
 * screen's settings from its heartbeat applied as the desktop app's main process applies them (which
 * slides, orientation, large type, language, role: docs/screens.md). When the settings change, `watch`
 * tells the dashboard to load again. `onFirstLoad`: the first answer is in (and its offline copy saved).
 * `onCommandWaiting`: the masjid's change events say a command waits for one of its screens (docs/screens.md,
 * "Commands"), so the player beats at once instead of at its next minute.
 */
export function playerSource(
  web: DashboardSource,
  settings: () => ScreenSettings | null,
  onFirstLoad: () => void = () => {},
  onCommandWaiting: () => void = () => {},
  /** Its id, for playlist items aimed at this screen (docs/screens.md, "Playlists"). */
  screenId?: string,
) {
  const listeners = new Set<(kind?: string) => void>();
  let loaded = false;
  const source: DashboardSource = {
    ...web,
    async load(companyUrl, days) {
      const load = await web.load(companyUrl, days);
      if (!loaded) {
        loaded = true;
        onFirstLoad();
      }
      // A new screen's settings until its first heartbeat brings its own, as the desktop app's main does: the
      // dashboard knows from the first paint that it is a hall screen (no take-home links, docs/outside-the-hall.md).
      const current = settings() ?? DEFAULT_SCREEN_SETTINGS;
      return withScreenDisplay(withScreenSlides(load, current.slides), current, screenId);
    },
    watch(companyUrl, onChange) {
      const stopServer = web.watch?.(companyUrl, (kind) =>
        kind === SCREENS_CHANGE ? onCommandWaiting() : onChange(kind),
      );
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        stopServer?.();
      };
    },
  };
  return {
    source,
    settingsChanged() {
      for (const listener of listeners) listener('screen-settings');
    },
  };
}
