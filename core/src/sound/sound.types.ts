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
  /**
   * The factor a player multiplies a recording by to bring it to -16 LUFS (its true peak kept under
   * -1 dBTP), measured by the server (docs/sound.md, "Loudness"); null for a tone, and for a recording the
   * server could not measure (M4A/AAC, or uploaded before measuring began), which the player measures itself.
   */
  gain: number | null;
}

/** What a screen needs to play the day, inside the dashboard answer (docs/sound.md, "On the screen"). */
export interface DashboardSound {
  profile: SoundProfile;
  sounds: Sound[];
  /** The masjid's volume, 0.05 to 1 (its `chime_volume` setting). */
  volume: number;
}
