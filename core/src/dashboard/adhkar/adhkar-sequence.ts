/**
 * Which adhkar the after-prayer card shows, and when (docs/adhkar.md). The card's minutes are shared among
 * the adhkar in the order they are said, each for a time in proportion to how long it takes to read (Ayat
 * al-Kursi longest), never less than ADHKAR_MIN_ITEM_MS: with a short card the last ones are left out
 * rather than flashed past. Pure, so the `?at=` preview and the unit tests see what a screen shows.
 */
import type { AdhkarSettings, StandardDhikr, TakbirCount } from './adhkar-settings.js';

/** One line of a standard dhikr: the Arabic, the catalog key of its meaning, how many times it is said. */
export interface DhikrLine {
  arabic: string;
  meaning: DhikrMeaningKey;
  count: number | null;
}

export type DhikrMeaningKey =
  | 'adhkar.istighfar'
  | 'adhkar.salam'
  | 'adhkar.subhanAllah'
  | 'adhkar.alhamdulillah'
  | 'adhkar.allahuAkbar'
  | 'adhkar.tahlil';

/** The Arabic of the standard adhkar (the Quranic one, Ayat al-Kursi, comes from quran-json on the server). */
export const ADHKAR_ARABIC = {
  istighfar: 'أَسْتَغْفِرُ اللَّهَ',
  salam: 'اللَّهُمَّ أَنْتَ السَّلَامُ، وَمِنْكَ السَّلَامُ، تَبَارَكْتَ يَا ذَا الْجَلَالِ وَالْإِكْرَامِ',
  subhanAllah: 'سُبْحَانَ اللَّهِ',
  alhamdulillah: 'الْحَمْدُ لِلَّهِ',
  allahuAkbar: 'اللَّهُ أَكْبَرُ',
  tahlil: 'لَا إِلَٰهَ إِلَّا اللَّهُ وَحْدَهُ لَا شَرِيكَ لَهُ، لَهُ الْمُلْكُ وَلَهُ الْحَمْدُ، وَهُوَ عَلَىٰ كُلِّ شَيْءٍ قَدِيرٌ',
} as const;

export type AdhkarEntry =
  | { kind: 'dhikr'; id: Exclude<StandardDhikr, 'ayatAlKursi'>; lines: DhikrLine[] }
  | { kind: 'ayatAlKursi' }
  | { kind: 'own'; index: number; text: string; translation: string }
  /** The masjid's after-prayer texts of the phase settings (docs/phases.md), together on one step. */
  | { kind: 'texts'; texts: readonly string[] };

/** Nothing stays on screen for less than this: a worshipper must be able to read it (docs/adhkar.md). */
export const ADHKAR_MIN_ITEM_MS = 20_000;

function tasbihLines(takbirCount: TakbirCount): DhikrLine[] {
  const lines: DhikrLine[] = [
    { arabic: ADHKAR_ARABIC.subhanAllah, meaning: 'adhkar.subhanAllah', count: 33 },
    { arabic: ADHKAR_ARABIC.alhamdulillah, meaning: 'adhkar.alhamdulillah', count: 33 },
    { arabic: ADHKAR_ARABIC.allahuAkbar, meaning: 'adhkar.allahuAkbar', count: takbirCount },
  ];
  // 33 + 33 + 33 and the tahlil make a hundred; the narration of 34 takbirs has no closing tahlil.
  if (takbirCount === 33) lines.push({ arabic: ADHKAR_ARABIC.tahlil, meaning: 'adhkar.tahlil', count: 1 });
  return lines;
}

/**
 * The card's steps in order. `hasAyatAlKursi` is false when the screen has no verse to show (the server
 * could not read it, or a copy cached before adhkar existed); `texts` are the phase settings' own texts.
 */
export function adhkarEntries(
  settings: AdhkarSettings,
  hasAyatAlKursi: boolean,
  texts: readonly string[] = [],
): AdhkarEntry[] {
  const entries: AdhkarEntry[] = [];
  if (settings.enabled) {
    const { items } = settings;
    if (items.istighfar)
      entries.push({
        kind: 'dhikr',
        id: 'istighfar',
        lines: [{ arabic: ADHKAR_ARABIC.istighfar, meaning: 'adhkar.istighfar', count: 3 }],
      });
    if (items.salam)
      entries.push({
        kind: 'dhikr',
        id: 'salam',
        lines: [{ arabic: ADHKAR_ARABIC.salam, meaning: 'adhkar.salam', count: null }],
      });
    if (items.tasbih) entries.push({ kind: 'dhikr', id: 'tasbih', lines: tasbihLines(settings.takbirCount) });
    if (items.ayatAlKursi && hasAyatAlKursi) entries.push({ kind: 'ayatAlKursi' });
    settings.own.forEach((own, index) => entries.push({ kind: 'own', index, ...own }));
  }
  if (texts.length > 0) entries.push({ kind: 'texts', texts });
  return entries;
}

/** How long a step takes to read, relative to a short dhikr. */
export function entryWeight(entry: AdhkarEntry): number {
  if (entry.kind === 'ayatAlKursi') return 2.5;
  if (entry.kind === 'dhikr' && entry.id === 'tasbih') return 1.5;
  return 1;
}

export interface AdhkarStep {
  index: number;
  entry: AdhkarEntry;
  /** The step's own interval (startsAt, endsAt], epoch ms. */
  startsAt: number;
  endsAt: number;
}

/**
 * How long each step shows on a card of `windowMs`, in order; null for the steps left out because there
 * is no time for them. What the admin form shows as the plan of the card (docs/adhkar.md).
 */
export function adhkarDurations(entries: readonly AdhkarEntry[], windowMs: number): Array<number | null> {
  const steps = stepsOf(entries, 0, windowMs);
  return entries.map((_, index) => {
    const step = steps[index];
    return step ? step.endsAt - step.startsAt : null;
  });
}

function stepsOf(entries: readonly AdhkarEntry[], since: number, until: number) {
  const steps: Array<{ startsAt: number; endsAt: number }> = [];
  if (entries.length === 0 || until <= since) return steps;
  const weights = entries.map(entryWeight);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const unit = Math.max((until - since) / total, ADHKAR_MIN_ITEM_MS / Math.min(...weights));
  let startsAt = since;
  for (const weight of weights) {
    if (startsAt >= until) break;
    const end = startsAt + unit * weight;
    // Within a millisecond of the card's end is its end: sums of fractions must not leave a gap before it.
    const endsAt = end >= until - 1 ? until : end;
    steps.push({ startsAt, endsAt });
    startsAt = endsAt;
  }
  return steps;
}

/**
 * The step shown at `now` inside the after-prayer card's interval (since, until], or null when there is
 * nothing to show or `now` is outside the card. Boundaries as every phase: a step holds strictly after its
 * start and up to its end (docs/phases.md, "Boundaries").
 */
export function adhkarStepAt(
  entries: readonly AdhkarEntry[],
  since: number,
  until: number,
  now: number,
): AdhkarStep | null {
  if (!(now > since && now <= until)) return null;
  const steps = stepsOf(entries, since, until);
  const index = steps.findIndex((step) => now <= step.endsAt);
  return index < 0 ? null : { index, entry: entries[index]!, ...steps[index]! };
}
