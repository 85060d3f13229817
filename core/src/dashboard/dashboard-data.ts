import type { HijriCalendarData } from '../hijri/hijri-calendar.js';
import type { Masjid, NameValue } from '../api-types.js';
import type { DashboardAdhkar } from './adhkar/adhkar-view.js';
import type { CentralControl } from '../content/central-control.types.js';
import type { Hadees, QuranPassage, ReminderOfTheDay } from '../content/reminder.types.js';
import type { Occasions } from '../occasions/occasions.types.js';
import type { ScreenDisplayRequest } from '../hall-screen/screen-display.js';
import type { DayPrayerView } from '../prayer/prayer.types.js';
import type { WeatherNow } from '../weather/weather.types.js';
import type { UrgentMessage } from '../urgent/urgent-message.js';
import type { DashboardSound } from '../sound/sound.types.js';
import type { MasjidPlaylist } from '../playlists/masjid-playlist.js';

/**
 * Everything the public dashboard shows, in one answer of GET /api/dashboard/{companyUrl}?days=N, so
 * that a screen can keep running on a cached copy: the web dashboard and the desktop app use the same
 * shape, and the desktop caches it for offline operation.
 */
export interface DashboardData {
  company: Masjid;
  customConfigurations: NameValue[];
  /** Public view: enabled items only. */
  centralControl: CentralControl;
  /** IANA zone of the masjid, used to know "today" and to roll over at its midnight. */
  timezoneId: string;
  /** Day entries from today (in the masjid's zone) on, each computed for its own year. Empty when no timetable. */
  days: DayPrayerView[];
  /**
   * Reminders as served today (null when unavailable); a cached copy keeps showing the last ones. `custom`
   * holds the masjid's own enabled reminders, rotated with the hadith.
   */
  reminders: { rod: ReminderOfTheDay | null; hod: Hadees | null; custom: Array<{ text: string; reference: string }> };
  /**
   * Jumu'ah sessions, Eid prayers and Ramadan settings (docs/jumuah-eid-ramadan.md). Optional: a copy a
   * desktop app cached before they existed has none, and reads as none.
   */
  occasions?: Occasions;
  /**
   * The masjid's Hijri calendar: the months it (or its council) declared and its day adjustment
   * (docs/jumuah-eid-ramadan.md). Absent in a copy saved before declarations: the adjustment of the
   * configurations then.
   */
  hijriCalendar?: HijriCalendarData;
  /** Server clock at the time of the answer (ISO instant), to detect a wrong display clock. */
  serverTime: string;
  /**
   * Ayat al-Kursi for the after-prayer card (docs/phases.md). Optional: a copy cached by an older desktop
   * app has none, and the card then shows the masjid's own texts only.
   */
  ayatAlKursi?: QuranPassage | null;
  /**
   * The masjid's urgent message and the server notice that had not ended when the answer was made
   * (docs/urgent-message.md); the screen drops each at its end on its own clock. Optional: a copy cached
   * by an older desktop app has none.
   */
  urgentMessages?: UrgentMessage[];
  /**
   * The after-prayer adhkar (docs/adhkar.md): the masjid's setting and Ayat al-Kursi in every language
   * quran-json has. Absent for widgets (lite) and in a copy cached before adhkar existed: the card then
   * shows Ayat al-Kursi and the masjid's texts as before.
   */
  adhkar?: DashboardAdhkar;
  /**
   * What the screen plays (docs/sound.md, "On the screen"): the sound profile, the sounds it names and the
   * volume. Absent for widgets (lite) and in a copy cached before sound profiles: the screen then plays
   * what the chime settings say, as before.
   */
  sound?: DashboardSound;
  /**
   * The masjid's playlist (docs/screens.md, "Playlists"): its items, janazah notices and posters (with their
   * public addresses); each screen runs `playlistAt` on it with its own id and role. Absent for widgets
   * (lite) and in a copy cached before playlists: the slides show as before.
   */
  playlist?: MasjidPlaylist;
}

/** How a dashboard got its data: live from the server, or a cached copy while offline. */
export interface DashboardLoad {
  data: DashboardData;
  /** True when the server could not be reached and this is the last good copy. */
  offline: boolean;
  /** When `data` was fetched from the server (ISO instant). */
  fetchedAt: string;
  /** A paired desktop screen's own layout settings (docs/hall-screen.md#per-screen-settings); absent on the web. */
  screen?: ScreenDisplayRequest;
}

/** Where the dashboard gets its data: fetch() on the web, the preload bridge in the desktop app. */
export interface DashboardSource {
  load(companyUrl: string, days: number): Promise<DashboardLoad>;
  /** 'Ok' when the server and its database are usable (GET /api/health). */
  health(): Promise<boolean>;
  /**
   * Optional: calls `onChange` when the masjid's timetable, content or configuration changes on the server
   * (GET /api/companies/url/{companyUrl}/events, server-sent events), so a screen shows an admin's save at
   * once; returns a function that stops watching. Without it the dashboard refreshes on its timer only.
   * `kind` is what changed when the source knows it ('urgent': an urgent message, shown without waiting
   * for a burst of saves to settle, docs/urgent-message.md).
   */
  watch?(companyUrl: string, onChange: (kind?: string) => void): () => void;
  /**
   * Optional: the current weather at the masjid (GET /api/dashboard/{companyUrl}/weather, docs/weather.md),
   * null when there is none or it cannot be read. Asked apart from `load`, so the screen never waits for it.
   * `fresh` skips the browser's copy (after the masjid's settings changed).
   */
  weather?(companyUrl: string, fresh: boolean): Promise<WeatherNow | null>;
}

/**
 * What the desktop app's preload exposes on `window.minaretDesktop` (contextBridge). The dashboard uses
 * it when present and falls back to fetch() otherwise.
 */
export interface DesktopBridge {
  /** Live data through the main process, or its disk cache when the server is unreachable. */
  loadDashboard(companyUrl: string, days: number): Promise<DashboardLoad>;
  health(): Promise<boolean>;
  /** The configured server and masjid. */
  settings(): Promise<{ serverUrl: string; companyUrl: string } | null>;
  /** Opens the setup screen again (also bound to a key combination in main). */
  openSetup(): Promise<void>;
  /** Calls `onChange` when main hears the server's change event for the masjid; returns a function that stops listening. */
  watchChanges?(onChange: (kind?: string) => void): () => void;
  /** The configured masjid's current weather through main (docs/weather.md), null when none; never kept on disk. */
  weather?(companyUrl: string): Promise<WeatherNow | null>;
}

/** GET /api/dashboard/{companyUrl}?days=N: default and largest N (the desktop asks for 366). */
export const DASHBOARD_DEFAULT_DAYS = 2;
export const DASHBOARD_MAX_DAYS = 400;

/** The change kind of an urgent message or server notice: screens load at once, without the settling pause. */
export const URGENT_CHANGE = 'urgent';
/** A declared Hijri month: one save too, on the screens within 2 s (docs/jumuah-eid-ramadan.md). */
export const MONTH_CHANGE = 'month';
/**
 * Not from the server: a screen showing its saved copy found the server again (the web player's
 * reconnect probe, docs/screens.md "A whole year offline"), so it loads at once.
 */
export const RECONNECT_CHANGE = 'reconnect';

/**
 * A command waits for one of the masjid's screens (docs/screens.md, "Commands"): a player sends its heartbeat
 * at once to pick it up; nothing a screen shows has changed, so nothing is loaded again.
 */
export const SCREENS_CHANGE = 'screens';

/** Changes a screen loads again at once, without waiting for a burst of saves to settle. */
export function isImmediateChange(kind: string | undefined): boolean {
  return kind === URGENT_CHANGE || kind === MONTH_CHANGE || kind === RECONNECT_CHANGE;
}

/** The kind in a change event's data (`{"kind":"urgent"}`), or undefined. */
export function changeKindOf(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const kind = (JSON.parse(data) as { kind?: unknown }).kind;
    return typeof kind === 'string' ? kind : undefined;
  } catch {
    return undefined;
  }
}

/** A display clock more than this far from the server's is reported as wrong. */
export const CLOCK_SKEW_LIMIT_MS = 60_000;
