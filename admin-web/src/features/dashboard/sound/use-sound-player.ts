import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { addDays } from '@core/content/iso-day.js';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import type { FridaySession } from '@core/dashboard/phases/friday-sessions.js';
import type { PhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { chimeSettingsOf } from '@core/hall-screen/chime.js';
import type { EidPrayer } from '@core/occasions/occasions.types.js';
import { soundPlanFor } from '@core/sound/sound-plan.js';
import { dueSound } from '@core/sound/sound-player.js';
import { defaultSoundProfile } from '@core/sound/sound-profile.js';
import { audioAllowed } from '../../sound/tone-sound.js';
import { playPlanned } from './play-sound.js';
import { readPlayed, rememberPlayed } from './played-sounds.js';

/**
 * Plays the day's sounds at their second on the screen's corrected clock (docs/sound.md, "On the screen"):
 * the plan is core's `soundPlanFor` for yesterday (an Isha iqama after midnight) and today, the rules of
 * `dueSound` say what starts, and what played is remembered across reloads. `data-sound` on the document
 * records the last one started, for tests and for an admin checking a screen. Nothing plays in a `?at=`
 * preview. `blocked` is true while the browser refuses sound until someone taps the page.
 */
export function useSoundPlayer({
  data,
  companyUrl,
  now,
  preview,
  fridaySessions,
  phaseSettings,
  eidPrayers,
}: {
  data: DashboardData;
  companyUrl: string;
  now: number;
  preview: boolean;
  fridaySessions: readonly FridaySession[];
  phaseSettings: PhaseSettings;
  eidPrayers: readonly EidPrayer[];
}): { blocked: boolean } {
  const configurations = data.customConfigurations;
  const profile = useMemo(
    () => data.sound?.profile ?? defaultSoundProfile(configurations),
    [data.sound, configurations],
  );
  const sounds = useMemo(() => data.sound?.sounds ?? [], [data.sound]);
  const volume = data.sound?.volume ?? chimeSettingsOf(configurations).volume;
  const zone = data.timezoneId;
  const today = zonedNow(zone, now).date;
  const plan = useMemo(
    () =>
      [addDays(today, -1), today].flatMap((date) =>
        soundPlanFor(data.days, profile, { zone, date, fridaySessions, eidPrayers, phaseSettings, sounds }),
      ),
    [data.days, profile, zone, today, fridaySessions, eidPrayers, phaseSettings, sounds],
  );
  const played = useRef<Set<string> | null>(null);
  const [blocked, setBlocked] = useState(false);

  const start = useCallback(
    (at: number) => {
      played.current ??= readPlayed(companyUrl);
      const due = dueSound(plan, at, played.current);
      if (!due) return;
      rememberPlayed(companyUrl, played.current, due.id, today);
      document.documentElement.dataset.sound = due.id;
      void playPlanned(due, sounds, volume, at).then((ok) => setBlocked(!ok));
    },
    [plan, companyUrl, today, sounds, volume],
  );

  // Each tick of the clock starts what is due (after a reload, a sleep, a frozen page)...
  useEffect(() => {
    if (!preview) start(now);
  }, [start, now, preview]);

  // ...and a timer of its own starts the next sound at its millisecond, not at the next tick.
  useEffect(() => {
    if (preview) return;
    const offset = now - Date.now();
    const next = plan.find((item) => item.at > now);
    if (!next) return;
    const timer = window.setTimeout(() => start(Date.now() + offset), next.at - now);
    return () => window.clearTimeout(timer);
  }, [plan, now, preview, start]);

  // A tap (or a key on a kiosk keyboard) lets the browser play: the line goes once it may.
  const allow = useCallback(() => void audioAllowed().then((ok) => ok && setBlocked(false)), []);
  useEffect(() => {
    if (!blocked) return;
    window.addEventListener('pointerdown', allow);
    window.addEventListener('keydown', allow);
    return () => {
      window.removeEventListener('pointerdown', allow);
      window.removeEventListener('keydown', allow);
    };
  }, [blocked, allow]);
  return { blocked };
}
