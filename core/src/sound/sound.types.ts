import type { SoundProfile } from './sound-profile.js';

/** One sound of a masjid's library (docs/sound.md): a recording it uploaded or a built-in tone. */
export interface Sound {
  id: string;
  name: string;
  /** Who recorded it, and under which licence; '' for the built-in tones, which Minaret makes itself. */
  credit: string;
  /** Its length in seconds. */
  seconds: number;
  kind: 'recording' | 'tone';
  /** Where a screen fetches a recording; null for a tone, which the screen synthesises. */
  url: string | null;
}

/** What a screen needs to play the day, inside the dashboard answer (docs/sound.md, "On the screen"). */
export interface DashboardSound {
  profile: SoundProfile;
  sounds: Sound[];
  /** The masjid's volume, 0.05 to 1 (its `chime_volume` setting). */
  volume: number;
}
