/**
 * How one screen lays the dashboard out (docs/hall-screen.md#per-screen-settings): orientation, large type
 * and language. A paired desktop screen gets them from its admin's per-screen settings (docs/screens.md),
 * a browser kiosk from the page address (`?orientation=portrait&large=1&lang=ar&role=entrance`); large type falls back
 * to the masjid's own `large_type` configuration, and language to the masjid's `language` (`masjid`).
 */
import type { NameValue } from '../api-types.js';
import type { DashboardLoad } from '../dashboard/dashboard-data.js';
import { SCREEN_LANGUAGES, type ScreenLanguage } from '../screens/screen-languages.js';
import type { ScreenSettings } from '../screens/screen.schema.js';
import type { ScreenSound } from '../screens/screen-sound.js';
import type { NightSchedule } from '../screens/night-schedule.js';
import { DEFAULT_SCREEN_ROLE, SCREEN_ROLES, type ScreenRole } from '../screens/screen-roles.js';

export type DisplayOrientation = 'auto' | 'landscape' | 'portrait';

export interface ScreenDisplay {
  orientation: DisplayOrientation;
  largeType: boolean;
  language: ScreenLanguage;
  /** What the screen is for (docs/screens.md, "Roles"): its layout follows. */
  role: ScreenRole;
}

/**
 * What one screen asked for; missing fields follow the masjid's configuration and the display itself.
 * `sound` is a paired screen's volume and silence, for the dashboard's sound player (docs/sound.md);
 * `night` its dark hours (docs/screens.md, "The screen's night").
 */
export type ScreenDisplayRequest = Partial<ScreenDisplay> & {
  sound?: ScreenSound;
  night?: NightSchedule;
  /** The paired screen's id (`?screen=` on a preview): playlist items aimed at this screen show on it (docs/screens.md, "Playlists"). */
  screenId?: string;
};

const SCREEN_ID = /^[A-Za-z0-9_-]{1,64}$/;

const ORIENTATIONS: readonly DisplayOrientation[] = ['auto', 'landscape', 'portrait'];

/** `?orientation=portrait&large=1&lang=ar` of a browser kiosk's address; unknown values are ignored. */
export function displayFromQuery(search: string): ScreenDisplayRequest {
  const params = new URLSearchParams(search);
  const request: ScreenDisplayRequest = {};
  const orientation = params.get('orientation');
  if (orientation && (ORIENTATIONS as readonly string[]).includes(orientation))
    request.orientation = orientation as DisplayOrientation;
  const large = params.get('large');
  if (large === '1' || large === 'true') request.largeType = true;
  if (large === '0' || large === 'false') request.largeType = false;
  const language = params.get('lang');
  if (language && (SCREEN_LANGUAGES as readonly string[]).includes(language))
    request.language = language as ScreenLanguage;
  const role = params.get('role');
  if (role && (SCREEN_ROLES as readonly string[]).includes(role)) request.role = role as ScreenRole;
  const screenId = params.get('screen');
  if (screenId && SCREEN_ID.test(screenId)) request.screenId = screenId;
  return request;
}

/**
 * The address a browser shows a screen's layout at (the preview's screen chooser, a kiosk set up by hand):
 * what displayFromQuery reads back as that screen's own request.
 */
export function screenAddressQuery(
  settings: Partial<Pick<ScreenSettings, 'orientation' | 'largeType' | 'language' | 'role'>>,
): string {
  const params = new URLSearchParams();
  if (settings.role && settings.role !== DEFAULT_SCREEN_ROLE) params.set('role', settings.role);
  if (settings.orientation && settings.orientation !== 'auto') params.set('orientation', settings.orientation);
  if (settings.largeType !== undefined) params.set('large', settings.largeType ? '1' : '0');
  if (settings.language && settings.language !== 'masjid') params.set('lang', settings.language);
  return params.toString();
}

/** A paired screen's settings as a display request (the slides are applied to the data elsewhere). */
export function displayFromScreenSettings(
  settings: Pick<
    ScreenSettings,
    'orientation' | 'largeType' | 'language' | 'role' | 'volume' | 'nightVolume' | 'silent' | 'night'
  >,
): ScreenDisplayRequest {
  return {
    orientation: settings.orientation,
    largeType: settings.largeType,
    language: settings.language,
    ...(settings.role ? { role: settings.role } : {}),
    ...(settings.volume !== undefined || settings.silent !== undefined
      ? {
          sound: {
            volume: settings.volume ?? 100,
            silent: settings.silent ?? false,
            ...(typeof settings.nightVolume === 'number' ? { nightVolume: settings.nightVolume } : {}),
          },
        }
      : {}),
    ...(settings.night ? { night: settings.night } : {}),
  };
}

/** The screen's own request over the masjid's defaults. */
export function resolveDisplay(
  request: ScreenDisplayRequest | undefined,
  configurations: readonly NameValue[] | undefined,
): ScreenDisplay {
  const masjidLarge = configurations?.find((entry) => entry.name === 'large_type')?.value?.trim() === '1';
  return {
    orientation: request?.orientation ?? 'auto',
    largeType: request?.largeType ?? masjidLarge,
    language: request?.language ?? 'masjid',
    role: request?.role ?? DEFAULT_SCREEN_ROLE,
  };
}

/** Main hands the dashboard its screen's display settings along with the data (the desktop app). */
export function withScreenDisplay(
  load: DashboardLoad,
  settings: Pick<
    ScreenSettings,
    'orientation' | 'largeType' | 'language' | 'role' | 'volume' | 'nightVolume' | 'silent' | 'night'
  >,
  screenId?: string,
): DashboardLoad {
  return { ...load, screen: { ...displayFromScreenSettings(settings), ...(screenId ? { screenId } : {}) } };
}
