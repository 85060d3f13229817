import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { burnInShift } from '@core/hall-screen/burn-in.js';
import { hijriForSchedule } from '@core/hall-screen/hijri-at-maghrib.js';
import { qrTarget, type QrTarget } from '@core/hall-screen/qr-target.js';
import { displayFromQuery, resolveDisplay, type ScreenDisplay } from '@core/hall-screen/screen-display.js';
import { terminologyOf, type Terminology } from '@core/hall-screen/terminology.js';
import type { DashboardLoad } from '@core/dashboard/dashboard-data.js';
import type { ScheduleState } from '@core/dashboard/prayer-schedule.js';
import * as styles from './hall-screen.css.js';

export interface HallScreen {
  display: ScreenDisplay;
  /** The dashboard root's classes (large type, burn-in shift); the frame is screen-frame.tsx. */
  rootClass: string;
  rootStyle: CSSProperties;
  terms: Terminology;
  /** The Hijri string for the table's heading (turning at Maghrib when the masjid chose so). */
  hijri: string;
  qr: QrTarget | null;
}

/** The server the screen reads from: this page's origin on the web, the configured server in the desktop app. */
function useServerUrl(): string {
  const [url, setUrl] = useState(() =>
    typeof window !== 'undefined' && !window.minaretDesktop ? window.location.origin : '',
  );
  useEffect(() => {
    const bridge = window.minaretDesktop;
    if (!bridge) return;
    let cancelled = false;
    void bridge
      .settings()
      .then((settings) => !cancelled && settings && setUrl(settings.serverUrl))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return url;
}

/** The screen's own settings (desktop app) or the page address (browser kiosk), over the masjid's. */
export function useScreenDisplay(load: DashboardLoad): ScreenDisplay {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const configurations = load.data.customConfigurations;
  return useMemo(
    () => resolveDisplay(load.screen ?? displayFromQuery(search), configurations),
    [load.screen, search, configurations],
  );
}

/**
 * Everything "reading from the back row" adds to the dashboard (docs/hall-screen.md): the screen's layout
 * settings, the burn-in shift, the masjid's terminology, the Hijri date at Maghrib and the QR code (the sounds: ../sound/use-sound-player.ts).
 */
export function useHallScreen({
  load,
  now,
  schedule,
  companyUrl,
}: {
  load: DashboardLoad;
  now: number;
  schedule: ScheduleState;
  companyUrl: string;
}): HallScreen {
  const configurations = load.data.customConfigurations;
  const display = useScreenDisplay(load);
  const terms = useMemo(() => terminologyOf(configurations), [configurations]);
  const serverUrl = useServerUrl();
  const qr = useMemo(
    () => qrTarget(configurations, { serverUrl, companyUrl }),
    [configurations, serverUrl, companyUrl],
  );

  const hijri = hijriForSchedule(schedule, load.data, now);

  const shift = burnInShift(now);
  return {
    display,
    rootClass: [styles.shifted, display.largeType ? styles.largeType : ''].filter(Boolean).join(' '),
    rootStyle: {
      [styles.shiftX.replace(/^var\((.*)\)$/, '$1')]: `${shift.x}px`,
      [styles.shiftY.replace(/^var\((.*)\)$/, '$1')]: `${shift.y}px`,
    } as CSSProperties,
    terms,
    hijri,
    qr,
  };
}
