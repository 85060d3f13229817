/**
 * The web player's night in its own address (docs/players.md, "The TV at night"): `/screen#night` while
 * the dashboard is dark by its night schedule, `/screen` otherwise. A Raspberry Pi switches the TV off and
 * on over HDMI-CEC by reading the address from Chromium on the Pi itself (raspberry-pi-kiosk.sh
 * --cec-follow), so the TV follows exactly what the screen draws: the timetable's night, the screen's own
 * minutes, and an urgent message that wakes it. The hash is changed in place (no navigation, no reload),
 * and a reload at night with it in the address shows the dashboard as ever.
 */
export const NIGHT_HASH = '#night';

type HistoryLike = Pick<History, 'replaceState' | 'state'>;
type LocationLike = Pick<Location, 'pathname' | 'search' | 'hash'>;

export function markNight(
  dark: boolean,
  history: HistoryLike = window.history,
  location: LocationLike = window.location,
) {
  if ((location.hash === NIGHT_HASH) === dark) return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}${dark ? NIGHT_HASH : ''}`);
}
