import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { addDays } from '@core/content/iso-day.js';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import type { FridaySession } from '@core/dashboard/phases/friday-sessions.js';
import type { PhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import { chimeSettingsOf } from '@core/hall-screen/chime.js';
import type { EidPrayer } from '@core/occasions/occasions.types.js';
import { reloadHeldFor } from '@core/sound/reload-hold.js';
import { soundPlanFor } from '@core/sound/sound-plan.js';
import { dueSound, nextSoundTimer, startOutcome } from '@core/sound/sound-player.js';
import { defaultSoundProfile, soundIdsOf } from '@core/sound/sound-profile.js';
import { SOUND_NIGHT, type ScreenSound } from '@core/screens/screen-sound.js';
import { isNightAt } from '@core/screens/night-schedule.js';
import { audioAllowed, playTone } from '../../sound/tone-sound.js';
import { playPlanned } from './play-sound.js';
import { answerSoundTests, noteSoundBlocked, playOnScreen, runSoundTest } from './screen-output.js';
import { readPlayed, rememberPlayed } from './played-sounds.js';
import { holdReloads } from './reload-guard.js';
import { decodeOnly, keepRecordings, playableRecording } from './recordings.js';

/** How long before its moment a recording is decoded (it takes a second or two; the samples are large). */
const DECODE_AHEAD_MS = 10 * 60_000;

/**
 * Plays the day's sounds at their second on the screen's corrected clock (docs/sound.md, "On the screen"):
 * the plan is core's `soundPlanFor` for yesterday (an Isha iqama after midnight) and today, the rules of
 * `dueSound` say what starts, and what played is remembered across reloads. `data-sound` on the document
 * records the last one started, for tests and for an admin checking a screen. Nothing plays in a `?at=`
 * preview. `blocked` is true while the browser refuses sound until someone taps the page. `screen` is a
 * paired screen's volume and silence (docs/sound.md, "Per screen"): the volume scales the masjid's, and a
 * silent screen plays nothing (its sounds still count as played, so they do not sound late once it is not).
 * `data-sound-volume` records the volume (0 to 1) the last sound or test started at.
 */
export function useSoundPlayer({
  data,
  companyUrl,
  now,
  clockCorrection,
  preview,
  fridaySessions,
  phaseSettings,
  eidPrayers,
  screen,
  urgent = false,
}: {
  data: DashboardData;
  companyUrl: string;
  now: number;
  /** What `now` adds to the page's own clock (the server's correction, docs/prayer-table.md), ms. */
  clockCorrection: number;
  preview: boolean;
  fridaySessions: readonly FridaySession[];
  phaseSettings: PhaseSettings;
  eidPrayers: readonly EidPrayer[];
  screen?: ScreenSound;
  /** An urgent message is on the screen: only the azan and the iqama sound (docs/sound.md). */
  urgent?: boolean;
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
  // Every recording the profile names is fetched and kept when the data arrives, never at its moment; the
  // ones due within DECODE_AHEAD_MS (or still playing) are held decoded (docs/sound.md, "Recordings on the screen").
  const urlOf = useCallback((id: string) => sounds.find((sound) => sound.id === id)?.url ?? null, [sounds]);
  const playableOf = useCallback((id: string) => playableRecording(sounds.find((sound) => sound.id === id)), [sounds]);
  useEffect(() => {
    if (preview) return;
    keepRecordings(soundIdsOf(profile).flatMap((id) => urlOf(id) ?? []));
  }, [profile, urlOf, preview]);
  const minute = Math.floor(now / 60_000);
  useEffect(() => {
    if (preview) return;
    const from = minute * 60_000;
    const soon = plan.filter((item) => item.endsAt > from && item.at < from + DECODE_AHEAD_MS);
    decodeOnly(soon.flatMap((item) => playableOf(item.sound) ?? []));
  }, [plan, minute, playableOf, preview]);
  const played = useRef<Set<string> | null>(null);
  const [blocked, setBlocked] = useState(false);
  const silent = screen?.silent ?? false;
  const screenPercent = screen?.volume;
  const nightPercent = screen?.nightVolume;
  const output = useMemo<ScreenSound>(
    () => ({
      silent,
      volume: screenPercent,
      ...(typeof nightPercent === 'number' ? { nightVolume: nightPercent } : {}),
    }),
    [silent, screenPercent, nightPercent],
  );
  const heard = useCallback((outcome: 'played' | 'blocked' | 'silent') => {
    if (outcome === 'silent') return;
    setBlocked(outcome === 'blocked');
    noteSoundBlocked(outcome === 'blocked');
  }, []);

  const start = useCallback(
    (at: number) => {
      played.current ??= readPlayed(companyUrl);
      const due = dueSound(plan, at, played.current);
      if (!due) return;
      rememberPlayed(companyUrl, played.current, due.id, today);
      const outcome = startOutcome(due, { silent: output.silent ?? false, urgent });
      // `data-sound-held`: the last sound an urgent message held back, for tests and an admin checking.
      if (outcome === 'held') document.documentElement.dataset.soundHeld = due.id;
      if (outcome !== 'play') return;
      document.documentElement.dataset.sound = due.id;
      void playOnScreen(
        (level) => {
          document.documentElement.dataset.soundVolume = String(level);
          return playPlanned(due, sounds, level, at);
        },
        volume,
        output,
        // Between Isha's iqama and Fajr's azan the screen's night volume (docs/sound.md, "Per screen").
        isNightAt(data.days, zone, at, SOUND_NIGHT),
      ).then(heard);
    },
    [plan, companyUrl, today, sounds, volume, output, heard, urgent, data.days, zone],
  );

  // The Screens page's "Play a test sound" (the `sound-test` command) sounds through the same volume.
  useEffect(() => {
    if (preview) return;
    return answerSoundTests(async (latest) => {
      const outcome = await runSoundTest(
        (tone, level) => {
          document.documentElement.dataset.soundVolume = String(level);
          return playTone(tone, level);
        },
        volume,
        latest ?? output,
      );
      document.documentElement.dataset.soundTest = outcome;
      heard(outcome);
      return outcome;
    });
  }, [preview, volume, output, heard]);

  // Each tick of the clock starts what is due (after a reload, a sleep, a frozen page)...
  useEffect(() => {
    if (!preview) start(now);
  }, [start, now, preview]);

  // ...and a timer of its own starts the next sound at its millisecond, not at the next tick: measured from
  // the clock as this effect runs, which is some time after the tick it follows (nextSoundTimer).
  useEffect(() => {
    if (preview) return;
    const next = nextSoundTimer(plan, now, Date.now() + clockCorrection);
    if (!next) return;
    const timer = window.setTimeout(() => start(Date.now() + clockCorrection), next.delayMs);
    return () => window.clearTimeout(timer);
  }, [plan, now, clockCorrection, preview, start]);

  // The page's own reloads wait for the sound playing and one about to start (docs/sound.md, "Never cut by
  // a reload"). The plan is on the corrected clock, a reload's timer on the page's.
  const correction = useRef(clockCorrection);
  correction.current = clockCorrection;
  useEffect(() => {
    if (preview) return;
    return holdReloads((realNow) => reloadHeldFor(plan, realNow + correction.current));
  }, [plan, preview]);

  // A tap (or a key on a kiosk keyboard) lets the browser play: the line goes once it may.
  const allow = useCallback(
    () =>
      void audioAllowed().then((ok) => {
        if (!ok) return;
        setBlocked(false);
        noteSoundBlocked(false);
      }),
    [],
  );
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
