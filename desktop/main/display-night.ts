/** Electron's `powerSaveBlocker`, as far as main uses it. */
export interface PowerSaveBlockerLike {
  start(type: 'prevent-app-suspension' | 'prevent-display-sleep'): number;
  stop(id: number): boolean;
  isStarted(id: number): boolean;
}

/**
 * The display's power through the screen's night (docs/screens.md, "The screen's night"; docs/players.md,
 * "The desktop app at night"). By day the app holds `prevent-display-sleep`: the hall's screen never blanks.
 * While the dashboard says it is dark by its night schedule, main swaps that for `prevent-app-suspension`:
 * the operating system may now turn the display off by its own power settings, but the computer stays
 * awake, so the heartbeat goes on (the Screens page lists it "Dark by schedule", not offline) and the page
 * is there to end the night. When the night ends or an urgent message wakes the screen, main takes
 * `prevent-display-sleep` again (on Windows that alone turns a blanked display back on) and calls `wake`
 * for the platforms where holding it does not (`wakeCommand` below).
 */
export interface DisplayNight {
  /** What the dashboard says, each time it changes (and again after a reload): dark by schedule or not. */
  setDark(dark: boolean): void;
  /** Whether main now lets the display sleep. */
  readonly dark: boolean;
  /** Lets go of whatever is held (the app is quitting). */
  stop(): void;
}

export function createDisplayNight(
  blocker: PowerSaveBlockerLike,
  options: { wake?: () => void; log?: { info(message: string): void } } = {},
): DisplayNight {
  let dark = false;
  let held = blocker.start('prevent-display-sleep');
  const release = () => {
    if (blocker.isStarted(held)) blocker.stop(held);
  };
  return {
    setDark(next) {
      if (next === dark) return;
      dark = next;
      // Take the new one before letting the old one go, so the computer is never left free to sleep.
      const previous = held;
      held = blocker.start(dark ? 'prevent-app-suspension' : 'prevent-display-sleep');
      if (blocker.isStarted(previous)) blocker.stop(previous);
      options.log?.info(dark ? 'Night: the display may sleep' : 'Night over: the display is kept awake');
      if (!dark) {
        try {
          options.wake?.();
        } catch {
          // Waking is a courtesy on top of the blocker; the display's own settings still apply.
        }
      }
    },
    get dark() {
      return dark;
    },
    stop: release,
  };
}

/**
 * The command that turns a sleeping display back on, where holding `prevent-display-sleep` does not:
 * macOS declares user activity (`caffeinate -u`), a Linux X11 desktop forces DPMS on. Windows needs none
 * (the blocker's ES_DISPLAY_REQUIRED resets the display's idle timer and turns it on); elsewhere, none.
 */
export function wakeCommand(platform: string): { file: string; args: string[] } | null {
  if (platform === 'darwin') return { file: 'caffeinate', args: ['-u', '-t', '2'] };
  if (platform === 'linux') return { file: 'xset', args: ['dpms', 'force', 'on'] };
  return null;
}
