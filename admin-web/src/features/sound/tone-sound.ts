/**
 * Plays a built-in tone with Web Audio (docs/sound.md, "Built-in tones"). Browsers start audio only after a
 * click on the page unless a kiosk allows autoplay; the desktop app allows it (docs/hall-screen.md#chime).
 */
import type { BuiltInToneId } from '@core/sound/built-in-tones.js';
import { TONE_RECIPES, type ToneNote } from './tone-recipes.js';

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

/** The page's one audio context, or null where the browser has none. */
export function audioContext(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Context: AudioContextClass | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  context ??= new Context();
  return context;
}

/** Whether the page may sound now, resuming the context when the browser allows it. */
export async function audioAllowed(): Promise<boolean> {
  const audio = audioContext();
  if (!audio) return false;
  if (audio.state !== 'running') {
    try {
      await audio.resume();
    } catch {
      return false;
    }
  }
  return audio.state === 'running';
}

/** Starts one note; its partials stop together, so the first stands for the note's end. */
function bell(
  audio: AudioContext,
  start: number,
  note: ToneNote,
  volume: number,
  output: AudioNode,
): AudioScheduledSourceNode {
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(Math.max(0.0002, volume * note.level), start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + note.decay);
  gain.connect(output);
  const partials: AudioScheduledSourceNode[] = [];
  for (const [ratio, level] of [
    [1, 1],
    [2, 0.25],
  ] as const) {
    const partial = audio.createOscillator();
    const partialGain = audio.createGain();
    partial.type = 'sine';
    partial.frequency.value = note.frequency * ratio;
    partialGain.gain.value = level;
    partial.connect(partialGain).connect(gain);
    partial.start(start);
    partial.stop(start + note.decay + 0.1);
    partials.push(partial);
  }
  return partials[0]!;
}

/**
 * Calls `onEnded` with the seconds from the call (the audio clock) when the last of `nodes` to stop has
 * stopped: when the sound actually ended, for a test or an admin to compare with the plan (docs/sound.md).
 */
export function whenEnded(
  audio: AudioContext,
  nodes: readonly AudioScheduledSourceNode[],
  onEnded: (seconds: number) => void,
) {
  const from = audio.currentTime;
  let left = nodes.length;
  for (const node of nodes)
    node.addEventListener('ended', () => {
      left -= 1;
      if (left === 0) onEnded(audio.currentTime - from);
    });
}

/**
 * Plays `tone` at `volume` (0 to 1). Resolves false when the browser would not play sound. `onEnded` is told
 * when its last note has stopped (whenEnded).
 */
export async function playTone(
  tone: BuiltInToneId,
  volume: number,
  onEnded?: (seconds: number) => void,
): Promise<boolean> {
  if (!(await audioAllowed())) return false;
  const audio = audioContext()!;
  const level = Math.min(1, Math.max(0, volume)) * 0.5;
  const start = audio.currentTime + 0.05;
  const notes = TONE_RECIPES[tone].map((note) => bell(audio, start + note.offset, note, level, audio.destination));
  if (onEnded) whenEnded(audio, notes, onEnded);
  return true;
}
