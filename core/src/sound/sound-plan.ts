/**
 * The day's planned sounds (docs/sound.md, "The plan"): from the timetable, the sound profile and the phase
 * settings to each sound's moment and the moment it must stop by. Pure, like the phases it is built on
 * (core/src/dashboard/phases/), so the screen, the desktop app and a test plan the same day alike.
 */
import type { EidPrayer } from '../occasions/occasions.types.js';
import type { DayPrayerView } from '../prayer/prayer.types.js';
import type { FridaySession } from '../dashboard/phases/friday-sessions.js';
import type { PhaseSlot } from '../dashboard/phases/phase-at.js';
import { DEFAULT_PHASE_SETTINGS, type PhaseSettings } from '../dashboard/phases/phase-settings.js';
import { phaseSlots } from '../dashboard/phases/phase-slots.js';
import { zonedInstant } from '../dashboard/zoned-clock.js';
import { BUILT_IN_TONES, builtInToneOf } from './built-in-tones.js';
import type { AnchoredSound, SoundAnchor, SoundProfile, SoundProfilePrayer } from './sound-profile.js';
import type { Sound } from './sound.types.js';

export type SoundMomentKind = 'azan' | 'beforeIqama' | 'iqama' | 'anchored';

/**
 * Which sound gives way when two would overlap: the iqama cuts anything, a before-iqama tone never cuts an
 * azan, and an anchored sound (tarhim, du'a, Qur'an) gives way to every moment of the prayers.
 */
const RANK: Record<SoundMomentKind, number> = { anchored: 0, beforeIqama: 1, azan: 2, iqama: 3 };

export interface PlannedSound {
  /** date + prayer (+ session) + moment: what a screen remembers as played, so nothing plays twice. */
  id: string;
  /** The timetable day it belongs to, 'YYYY-MM-DD' (an Isha after midnight belongs to the day before). */
  date: string;
  prayer: SoundProfilePrayer;
  session?: number;
  kind: SoundMomentKind;
  /** An anchored sound's anchor (docs/sound.md, "Anchored sounds"). */
  anchor?: SoundAnchor;
  /** The sound id: a recording's id or a built-in tone's id ('tone' read as the chime). */
  sound: string;
  /** An anchored sound the masjid chose to play during an urgent message too (azan and iqama always do). */
  duringUrgent?: true;
  /** When it starts, epoch ms. */
  at: number;
  /** When it ends if played from its start: its own length, or earlier where it must stop. */
  endsAt: number;
  /**
   * When it must have stopped (fading within 2 s before), whenever it started: the next quiet window or the
   * next planned sound; null when nothing follows on its day.
   */
  stopAt: number | null;
}

export interface SoundPlanContext {
  zone: string;
  /** The timetable day to plan, 'YYYY-MM-DD'. */
  date: string;
  fridaySessions?: readonly FridaySession[];
  eidPrayers?: readonly EidPrayer[];
  phaseSettings?: PhaseSettings;
  /** The masjid's library, for each recording's length; the built-in tones are always known. */
  sounds?: readonly Sound[];
}

const MINUTE = 60_000;
/** A sound whose length is unknown (a recording removed since the profile was saved) is given this long. */
const UNKNOWN_LENGTH_MS = 5 * MINUTE;

const profileNameOf = (slot: PhaseSlot): SoundProfilePrayer => (slot.prayer === 'dhuhr' ? 'zuhr' : slot.prayer);

function lengthMs(sound: string, sounds: readonly Sound[]): number {
  const tone = builtInToneOf(sound);
  const known = tone ? BUILT_IN_TONES.find((entry) => entry.id === tone) : sounds.find((entry) => entry.id === sound);
  return known ? known.seconds * 1000 : UNKNOWN_LENGTH_MS;
}

/**
 * When nothing may start: the khutbah and the salah's time (docs/sound.md, "Quiet"). Open intervals: the
 * iqama itself, which opens the salah, is at a window's edge and may sound.
 */
function quietWindows(slot: PhaseSlot, settings: PhaseSettings): Array<{ start: number; end: number }> {
  const minutes = settings.prayers[slot.prayer].minutes * MINUTE;
  if (slot.prayer !== 'jumuah') return [{ start: slot.iqamaAt, end: slot.iqamaAt + minutes }];
  // Jumu'ah: the khutbah from its start to the salah, then the salah, together at least the Jumu'ah minutes.
  const salahAt = slot.salahAt ?? slot.iqamaAt + minutes;
  return [
    { start: slot.iqamaAt, end: salahAt },
    { start: salahAt, end: Math.max(salahAt, slot.iqamaAt + minutes) },
  ];
}

/** A moment before the rules between them; `until` is an anchored sound's own stop ('azan'). */
type Moment = Omit<PlannedSound, 'endsAt' | 'stopAt'> & { until?: number };

/** A later Jumu'ah session has no azan of its own (its slot starts with the countdown to its khutbah). */
const hasAzan = (slot: PhaseSlot) =>
  slot.prayer !== 'jumuah' || ((slot.session ?? 1) === 1 && slot.azanAt < slot.iqamaAt);

/**
 * Each anchor's instant in a slot (docs/sound.md, "Anchored sounds"). On a Friday Zuhr's azan is the first
 * Jumu'ah session's; its khutbah is `jumuah-khutbah`, so `zuhr-iqama` has no instant then.
 */
function anchorsOf(slot: PhaseSlot, profile: SoundProfile, sounds: readonly Sound[]): Map<SoundAnchor, number> {
  const anchors = new Map<SoundAnchor, number>();
  if (slot.prayer === 'eid') return anchors.set('eid-salah', slot.iqamaAt);
  const prayer = slot.prayer === 'jumuah' ? 'zuhr' : profileNameOf(slot);
  if (prayer === 'eid' || prayer === 'jumuah') return anchors;
  if (hasAzan(slot)) {
    const azan = profile.prayers[profileNameOf(slot)].azan;
    anchors.set(`${prayer}-azan`, slot.azanAt);
    // The du'a after the adhan: when the azan's sound ends (at the azan itself when none sounds there).
    anchors.set(`${prayer}-azan-end`, slot.azanAt + (azan ? lengthMs(builtInToneOf(azan) ?? azan, sounds) : 0));
  }
  if (slot.prayer === 'jumuah') anchors.set('jumuah-khutbah', slot.iqamaAt);
  else anchors.set(`${prayer}-iqama`, slot.iqamaAt);
  return anchors;
}

function momentBase(slot: PhaseSlot) {
  const prayer = profileNameOf(slot);
  return { prayer, base: `${slot.date}:${prayer}${slot.session ? `-${slot.session}` : ''}` };
}

/**
 * The anchored sounds of a slot, each at its anchor plus its offset. Its own stop 'azan' is the next azan
 * of `azans`, whether or not a sound plays there; 'iqama' and 'end' need nothing more than the quiet windows
 * every sound keeps (docs/sound.md, "Anchored sounds").
 */
function anchoredOf(slot: PhaseSlot, profile: SoundProfile, sounds: readonly Sound[], azans: number[]): Moment[] {
  const anchors = anchorsOf(slot, profile, sounds);
  const { prayer, base } = momentBase(slot);
  // A saved copy read back from disk is checked only loosely (desktop/main/dashboard-data-check.ts).
  const items: readonly AnchoredSound[] = Array.isArray(profile.anchored) ? profile.anchored : [];
  return items.flatMap((item) => {
    const anchorAt = anchors.get(item.anchor);
    if (anchorAt === undefined || !Number.isFinite(anchorAt)) return [];
    const offset = `${item.offsetMinutes >= 0 ? '+' : ''}${item.offsetMinutes}`;
    const at = anchorAt + item.offsetMinutes * MINUTE;
    return [
      {
        id: `${base}:anchored:${item.anchor}${offset}`,
        date: slot.date,
        prayer,
        ...(slot.session ? { session: slot.session } : {}),
        kind: 'anchored' as const,
        anchor: item.anchor,
        sound: builtInToneOf(item.sound) ?? item.sound,
        ...(item.duringUrgent === true ? { duringUrgent: true as const } : {}),
        at,
        ...(item.stopAt === 'azan' ? { until: Math.min(...azans.filter((azan) => azan > at)) } : {}),
      },
    ];
  });
}

/** Each moment of a slot the profile asks for, before the rules between them. */
function momentsOf(slot: PhaseSlot, profile: SoundProfile): Moment[] {
  const { prayer, base } = momentBase(slot);
  const sounds = profile.prayers[prayer];
  const moments: Moment[] = [];
  const add = (kind: SoundMomentKind, sound: string | null, at: number | null) => {
    if (!sound || at === null || !Number.isFinite(at)) return;
    const tone = builtInToneOf(sound);
    moments.push({
      id: `${base}:${kind}`,
      date: slot.date,
      prayer,
      ...(slot.session ? { session: slot.session } : {}),
      kind,
      sound: tone ?? sound,
      at,
    });
  };
  add('azan', sounds.azan, hasAzan(slot) ? slot.azanAt : null);
  // Before the iqama: for Jumu'ah before the khutbah; never at or before the azan it would follow.
  const before = slot.iqamaAt - sounds.beforeIqamaMinutes * MINUTE;
  add('beforeIqama', sounds.beforeIqama, before > slot.azanAt ? before : null);
  // Jumu'ah's iqama is called after the khutbah, before the salah: with no salah time known, there is none.
  add('iqama', sounds.iqama, slot.prayer === 'jumuah' ? slot.salahAt : slot.iqamaAt);
  return moments;
}

/**
 * The planned sounds of `context.date`, in order: never two at once, none starting in a khutbah or a salah,
 * each stopped before a quiet window or a sound of higher rank begins.
 */
export function soundPlanFor(
  days: readonly DayPrayerView[],
  profile: SoundProfile,
  context: SoundPlanContext,
): PlannedSound[] {
  const settings = context.phaseSettings ?? DEFAULT_PHASE_SETTINGS;
  const sounds = context.sounds ?? [];
  const noon = zonedInstant(context.zone, context.date, '12:00');
  if (!Number.isFinite(noon)) return [];
  const slots = phaseSlots(days, context.zone, noon, context.fridaySessions ?? [], {
    settings,
    eidPrayers: context.eidPrayers ?? [],
  });
  const quiet = slots.flatMap((slot) => quietWindows(slot, settings));
  const inQuiet = (at: number) => quiet.some((window) => at > window.start && at < window.end);
  const azans = slots.filter(hasAzan).map((slot) => slot.azanAt);
  const candidates = slots
    .filter((slot) => slot.date === context.date)
    .flatMap((slot) => [...momentsOf(slot, profile), ...anchoredOf(slot, profile, sounds, azans)])
    .filter((moment) => !inQuiet(moment.at))
    .sort((a, b) => a.at - b.at || RANK[b.kind] - RANK[a.kind]);

  const plan: PlannedSound[] = [];
  for (const { until, ...moment } of candidates) {
    const previous = plan.at(-1);
    if (previous && previous.endsAt > moment.at && RANK[moment.kind] <= RANK[previous.kind]) continue;
    if (previous) {
      previous.stopAt = Math.min(previous.stopAt ?? Number.POSITIVE_INFINITY, moment.at);
      previous.endsAt = Math.min(previous.endsAt, moment.at);
      if (previous.endsAt <= previous.at) plan.pop();
    }
    const nextQuiet = Math.min(
      until ?? Number.POSITIVE_INFINITY,
      ...quiet.filter((window) => window.start > moment.at).map((window) => window.start),
    );
    plan.push({
      ...moment,
      endsAt: Math.min(moment.at + lengthMs(moment.sound, sounds), nextQuiet),
      stopAt: Number.isFinite(nextQuiet) ? nextQuiet : null,
    });
  }
  return plan;
}
