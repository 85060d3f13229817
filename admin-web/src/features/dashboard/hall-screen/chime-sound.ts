/**
 * The chime, synthesised here with Web Audio (no sound file from elsewhere): two soft bell tones, a fifth
 * apart, each a sine with a quiet octave overtone and a quick attack and a long decay, about two seconds in
 * all. Browsers start audio only after a click on the page unless a kiosk allows autoplay; the desktop app
 * allows it (docs/hall-screen.md#chime).
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Context: AudioContextClass | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  context ??= new Context();
  return context;
}

function bell(audio: AudioContext, start: number, frequency: number, volume: number) {
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(Math.max(0.0002, volume), start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 1.6);
  gain.connect(audio.destination);
  for (const [ratio, level] of [
    [1, 1],
    [2, 0.25],
  ] as const) {
    const partial = audio.createOscillator();
    const partialGain = audio.createGain();
    partial.type = 'sine';
    partial.frequency.value = frequency * ratio;
    partialGain.gain.value = level;
    partial.connect(partialGain).connect(gain);
    partial.start(start);
    partial.stop(start + 1.7);
  }
}

/** Plays the chime at `volume` (0 to 1). Resolves false when the browser would not play sound. */
export async function playChime(volume: number): Promise<boolean> {
  const audio = audioContext();
  if (!audio) return false;
  if (audio.state !== 'running') {
    try {
      await audio.resume();
    } catch {
      return false;
    }
  }
  if (audio.state !== 'running') return false;
  const level = Math.min(1, Math.max(0, volume)) * 0.5;
  const now = audio.currentTime + 0.05;
  bell(audio, now, 659.25, level);
  bell(audio, now + 0.45, 987.77, level * 0.8);
  return true;
}
