#!/bin/sh
# A Minaret screen on Raspberry Pi OS (docs/players.md): Chromium in kiosk mode at {server}/screen, started
# with the desktop, restarted if it ends, the screen never blanked, sound allowed without a tap, a daily
# reboot outside prayer times, and optionally the TV switched off and on at night over HDMI-CEC.
#
#   sudo sh raspberry-pi-kiosk.sh [--reboot-at HH:MM] [--cec [--tv-off HH:MM --tv-on HH:MM]] https://minaret.example.org
#   sh raspberry-pi-kiosk.sh --dry-run ...      prints every command and file instead of running or writing it
#   raspberry-pi-kiosk.sh --launch SERVER       what the desktop's autostart runs: Chromium with the flags
#   raspberry-pi-kiosk.sh --cec-follow SERVER   what cron runs each minute with --cec alone: the TV follows
#                                               the screen's own night (off while the page is dark)
#
# The Chromium flags are in chromium-flags.txt next to this script (one place: the browser test reads them too).
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
FLAGS_FILE="$HERE/chromium-flags.txt"
INSTALL_DIR=/usr/local/lib/minaret-screen
CRON_FILE=/etc/cron.d/minaret-screen
# --cec alone: Chromium answers its pages' addresses on this port, on this Pi only (docs/players.md).
DEBUG_PORT=9222
TV_STATE_FILE=${MINARET_TV_STATE_FILE:-/run/minaret-screen-tv}

DRY_RUN=0
LAUNCH=0
FOLLOW=0
CEC=0
REBOOT_AT=10:30
TV_OFF=
TV_ON=
SERVER=

usage() {
  sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
}
fail() {
  echo "raspberry-pi-kiosk: $*" >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
    --dry-run) DRY_RUN=1 ;;
    --launch) LAUNCH=1 ;;
    --cec) CEC=1 ;;
    --cec-follow) FOLLOW=1 ;;
    --reboot-at) [ $# -ge 2 ] || fail "--reboot-at needs a time"; REBOOT_AT=$2; shift ;;
    --tv-off) [ $# -ge 2 ] || fail "--tv-off needs a time"; TV_OFF=$2; shift ;;
    --tv-on) [ $# -ge 2 ] || fail "--tv-on needs a time"; TV_ON=$2; shift ;;
    -h | --help) usage; exit 0 ;;
    -*) fail "unknown option $1 (see --help)" ;;
    *) [ -z "$SERVER" ] || fail "one server address only"; SERVER=$1 ;;
  esac
  shift
done

# The address goes into files and command lines: only the characters an address needs.
[ -n "$SERVER" ] || fail "give the masjid server's address, for example https://minaret.example.org"
case "$SERVER" in
  http://* | https://*) ;;
  *) fail "the server address starts with https:// (or http:// on a local network): $SERVER" ;;
esac
case "$SERVER" in
  *[!A-Za-z0-9.:/_~-]*) fail "the server address has characters an address does not: $SERVER" ;;
esac
SERVER=$(printf '%s' "$SERVER" | sed 's#/*$##')
ORIGIN=$(printf '%s' "$SERVER" | sed -E 's#^(https?://[^/]+).*#\1#')

valid_time() {
  case "$1" in
    [01][0-9]:[0-5][0-9] | 2[0-3]:[0-5][0-9]) ;;
    *) fail "$2 is a 24-hour time HH:MM, not '$1'" ;;
  esac
}
valid_time "$REBOOT_AT" --reboot-at
if [ -n "$TV_OFF$TV_ON" ]; then
  [ "$CEC" = 1 ] || fail "--tv-off and --tv-on go with --cec (docs/players.md)"
  [ -n "$TV_OFF" ] && [ -n "$TV_ON" ] || fail "--cec with fixed times needs both --tv-off HH:MM and --tv-on HH:MM (docs/players.md)"
  valid_time "$TV_OFF" --tv-off
  valid_time "$TV_ON" --tv-on
fi
# --cec alone follows the screen's own night (the page's address says it); with times, the TV keeps to them.
CEC_FOLLOWS=0
[ "$CEC" = 1 ] && [ -z "$TV_OFF" ] && CEC_FOLLOWS=1

# "HH:MM" as the minute and hour fields of a cron line.
cron_time() {
  echo "$1" | sed -E 's/^0?([0-9]+):0?([0-9]+)$/\2 \1/'
}

# The flags of chromium-flags.txt, comments and blank lines left out.
chromium_flags() {
  sed -e 's/#.*$//' -e 's/[[:space:]]*$//' -e '/^[[:space:]]*$/d' "$FLAGS_FILE"
}

chromium_binary() {
  command -v chromium 2>/dev/null || command -v chromium-browser 2>/dev/null || echo chromium
}

# Chromium's whole command line: the flags, the screen's own profile (it keeps the pairing and the offline
# year), and on a plain-http server the permission to treat it as secure (service workers and Cache Storage
# need a secure page: docs/players.md).
chromium_command() {
  profile="${HOME:-/tmp}/.config/minaret-screen"
  set -- "$(chromium_binary)" $(chromium_flags) "--user-data-dir=$profile"
  case "$ORIGIN" in
    http://localhost | http://localhost:* | http://127.0.0.1 | http://127.0.0.1:*) ;;
    http://*) set -- "$@" "--unsafely-treat-insecure-origin-as-secure=$ORIGIN" ;;
  esac
  # The TV following the screen's night reads the page's address from Chromium, on this Pi only.
  [ "$CEC_FOLLOWS" = 0 ] || set -- "$@" "--remote-debugging-port=$DEBUG_PORT" "--remote-debugging-address=127.0.0.1"
  echo "$@ $SERVER/screen"
}

# The TV as the screen's page wants it now: "off" while its address ends in #night (the page is dark by its
# night schedule), "on" for the page without it; nothing when Chromium does not answer (starting, crashed):
# the TV is then left as it is.
tv_wanted() {
  pages=$(curl -s --max-time 5 "http://127.0.0.1:$DEBUG_PORT/json/list") || return 1
  case "$pages" in
    *"$SERVER/screen#night\""* | *"$SERVER/screen?"*"#night\""*) echo off ;;
    *"$SERVER/screen"*) echo on ;;
    *) return 1 ;;
  esac
}

if [ "$FOLLOW" = 1 ]; then
  wanted=$(tv_wanted) || exit 0
  # Only on a change: a TV someone switched on by hand in the night, or off by day, stays as they left it
  # until the screen's night next begins or ends.
  [ "$(cat "$TV_STATE_FILE" 2>/dev/null)" != "$wanted" ] || exit 0
  if [ "$wanted" = off ]; then cec_command='standby 0'; else cec_command='on 0'; fi
  if [ "$DRY_RUN" = 1 ]; then
    echo "echo '$cec_command' | cec-client -s -d 1"
  else
    echo "$cec_command" | cec-client -s -d 1 >/dev/null
  fi
  echo "$wanted" >"$TV_STATE_FILE"
  exit 0
fi

if [ "$LAUNCH" = 1 ]; then
  command_line=$(chromium_command)
  if [ "$DRY_RUN" = 1 ]; then
    echo "$command_line"
    exit 0
  fi
  # Chromium comes back if it ends (a crash, an update): the screen never stays on the desktop.
  while true; do
    # The flags are words without spaces (chromium-flags.txt), so the line splits as it was built.
    $command_line || true
    sleep 5
  done
fi

run() {
  if [ "$DRY_RUN" = 1 ]; then
    echo "$*"
  else
    "$@"
  fi
}
# write FILE MODE, the content on standard input.
write_file() {
  if [ "$DRY_RUN" = 1 ]; then
    echo "write $1 (mode $2):"
    sed 's/^/  | /'
  else
    cat >"$1"
    chmod "$2" "$1"
  fi
}

if [ "$DRY_RUN" = 0 ] && [ "$(id -u)" != 0 ]; then
  fail "run it with sudo (it installs Chromium and writes to /etc); --dry-run shows what it does"
fi
TARGET_USER=${SUDO_USER:-${USER:-pi}}
[ "$TARGET_USER" != root ] || fail "run it with sudo from the desktop's user (the one that logs in to the desktop), not as root"
TARGET_HOME=$(getent passwd "$TARGET_USER" 2>/dev/null | cut -d: -f6)
TARGET_HOME=${TARGET_HOME:-/home/$TARGET_USER}

echo "# Minaret screen for $SERVER, user $TARGET_USER"
run apt-get update
if [ "$DRY_RUN" = 1 ]; then
  echo "apt-get install -y chromium"
else
  # Raspberry Pi OS calls it chromium (Trixie and late Bookworm) or chromium-browser (earlier Bookworm).
  apt-get install -y chromium || apt-get install -y chromium-browser
fi
[ "$CEC" = 0 ] || run apt-get install -y cec-utils

run install -d -m 0755 "$INSTALL_DIR"
run install -m 0755 "$HERE/raspberry-pi-kiosk.sh" "$INSTALL_DIR/raspberry-pi-kiosk.sh"
run install -m 0644 "$FLAGS_FILE" "$INSTALL_DIR/chromium-flags.txt"

# Started with the desktop (X11 and Wayland sessions of Raspberry Pi OS both read XDG autostart entries).
run install -d -o "$TARGET_USER" -m 0755 "$TARGET_HOME/.config/autostart"
write_file "$TARGET_HOME/.config/autostart/minaret-screen.desktop" 0644 <<DESKTOP
[Desktop Entry]
Type=Application
Name=Minaret screen
Exec=$INSTALL_DIR/raspberry-pi-kiosk.sh --launch$([ "$CEC_FOLLOWS" = 0 ] || echo ' --cec') $SERVER
X-GNOME-Autostart-enabled=true
DESKTOP
run chown "$TARGET_USER" "$TARGET_HOME/.config/autostart/minaret-screen.desktop"

# No screen blanking (raspi-config's own switch: 1 turns blanking off).
if [ "$DRY_RUN" = 1 ] || command -v raspi-config >/dev/null 2>&1; then
  run raspi-config nonint do_blanking 1
else
  echo "raspi-config not found: turn screen blanking off in the desktop's settings (docs/players.md)" >&2
fi

# The daily reboot at a time outside prayer times (docs/players.md, "The daily reboot"), and the TV at night.
{
  echo "# Minaret screen (docs/players.md): written by raspberry-pi-kiosk.sh"
  echo "$(cron_time "$REBOOT_AT") * * * root /sbin/shutdown -r now"
  if [ "$CEC_FOLLOWS" = 1 ]; then
    # Each minute the TV follows the screen's own night: off while the page is dark, on when it is not.
    echo "* * * * * root $INSTALL_DIR/raspberry-pi-kiosk.sh --cec-follow $SERVER"
  elif [ "$CEC" = 1 ]; then
    echo "$(cron_time "$TV_OFF") * * * root echo 'standby 0' | /usr/bin/cec-client -s -d 1"
    echo "$(cron_time "$TV_ON") * * * root echo 'on 0' | /usr/bin/cec-client -s -d 1"
  fi
} | write_file "$CRON_FILE" 0644

echo "# Chromium will run: $(HOME=$TARGET_HOME chromium_command)"
[ "$CEC_FOLLOWS" = 0 ] || echo "# The TV follows the screen's night (its Night setting on the Screens page) over HDMI-CEC."
echo "# Done. Restart the Pi (sudo reboot): the screen shows a pairing code; claim it on the Screens page."
