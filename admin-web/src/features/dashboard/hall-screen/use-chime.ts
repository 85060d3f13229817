import { useEffect, useRef } from 'react';
import { anyChime, chimeTargets, dueChime, type ChimeSettings, type ChimeTarget } from '@core/hall-screen/chime.js';
import type { ScheduleState } from '@core/dashboard/prayer-schedule.js';
import { playTone } from '../../sound/tone-sound.js';

/**
 * Sounds the chime when a tick crosses one of the chimes the previous tick had ahead (core/src/hall-screen/
 * chime.ts): the azan's own tick has already moved on to the next azan, so the previous targets are kept.
 * `data-chime` on the document records the last one, for tests and for an admin checking a screen.
 */
export function useChime(
  schedule: Pick<ScheduleState, 'nextAzan' | 'nextIqama'>,
  now: number,
  settings: ChimeSettings,
  play = (volume: number) => playTone('tone-chime', volume),
) {
  const previous = useRef<{ now: number; targets: ChimeTarget[] } | null>(null);
  const enabled = anyChime(settings);
  useEffect(() => {
    if (!enabled) {
      previous.current = null;
      return;
    }
    const before = previous.current;
    const due = before ? dueChime(before.targets, before.now, now) : null;
    previous.current = { now, targets: chimeTargets(schedule, settings) };
    if (due) {
      document.documentElement.dataset.chime = `${due.prayer}-${due.kind}-${due.at}`;
      void play(settings.volume);
    }
  }, [enabled, now, schedule, settings, play]);
}
