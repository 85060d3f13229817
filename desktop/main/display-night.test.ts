import { describe, expect, it } from 'vitest';
import { createDisplayNight, wakeCommand } from './display-night.js';

/** A power-save blocker that records what is held, as Electron's `powerSaveBlocker` would. */
function fakeBlocker() {
  const held = new Map<number, string>();
  let next = 1;
  return {
    held: () => [...held.values()],
    start(type: 'prevent-app-suspension' | 'prevent-display-sleep') {
      held.set(next, type);
      return next++;
    },
    stop: (id: number) => held.delete(id),
    isStarted: (id: number) => held.has(id),
  };
}

describe("the desktop app's display through the screen's night", () => {
  it('keeps the display awake by day, lets it sleep (the computer kept awake) while dark, and takes it back after', () => {
    const blocker = fakeBlocker();
    let woken = 0;
    const night = createDisplayNight(blocker, { wake: () => (woken += 1) });
    expect(blocker.held()).toEqual(['prevent-display-sleep']);

    night.setDark(true);
    expect(night.dark).toBe(true);
    expect(blocker.held()).toEqual(['prevent-app-suspension']);
    expect(woken).toBe(0);
    // Said again (the page reloaded in the night): nothing changes.
    night.setDark(true);
    expect(blocker.held()).toEqual(['prevent-app-suspension']);

    // Before Fajr, or an urgent message: the display is held awake again and woken.
    night.setDark(false);
    expect(blocker.held()).toEqual(['prevent-display-sleep']);
    expect(woken).toBe(1);
    night.setDark(false);
    expect(woken).toBe(1);

    night.stop();
    expect(blocker.held()).toEqual([]);
  });

  it('never leaves the computer free to sleep between one blocker and the next', () => {
    const blocker = fakeBlocker();
    const counts: number[] = [];
    const stop = blocker.stop;
    blocker.stop = (id) => {
      counts.push(blocker.held().length);
      return stop(id);
    };
    const night = createDisplayNight(blocker);
    night.setDark(true);
    night.setDark(false);
    // Each old blocker went while the new one was already held.
    expect(counts).toEqual([2, 2]);
  });

  it('a wake that fails leaves the display held awake', () => {
    const blocker = fakeBlocker();
    const night = createDisplayNight(blocker, {
      wake: () => {
        throw new Error('xset: unable to open display');
      },
    });
    night.setDark(true);
    expect(() => night.setDark(false)).not.toThrow();
    expect(blocker.held()).toEqual(['prevent-display-sleep']);
  });

  it('wakes the display with the platform’s own command where the blocker does not', () => {
    expect(wakeCommand('darwin')).toEqual({ file: 'caffeinate', args: ['-u', '-t', '2'] });
    expect(wakeCommand('linux')).toEqual({ file: 'xset', args: ['dpms', 'force', 'on'] });
    expect(wakeCommand('win32')).toBeNull();
  });
});
