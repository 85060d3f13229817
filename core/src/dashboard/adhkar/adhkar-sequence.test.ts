import { describe, expect, it } from 'vitest';
import {
  ADHKAR_MIN_ITEM_MS,
  adhkarDurations,
  adhkarEntries,
  adhkarStepAt,
  type AdhkarEntry,
} from './adhkar-sequence.js';
import { verseTranslationFor } from './adhkar-view.js';
import { defaultAdhkarSettings, type AdhkarSettings } from './adhkar-settings.js';

// Asr iqama 15:30 UTC on 2027-03-10, prayer 10 minutes: the after-prayer card runs 15:40-15:45.
const SINCE = Date.UTC(2027, 2, 10, 15, 40);
const UNTIL = Date.UTC(2027, 2, 10, 15, 45);
const at = (minute: number, second = 0) => Date.UTC(2027, 2, 10, 15, minute, second);
const ids = (entries: readonly AdhkarEntry[]) =>
  entries.map((entry) => (entry.kind === 'dhikr' ? entry.id : entry.kind));

function settings(change: Partial<AdhkarSettings> = {}): AdhkarSettings {
  return { ...defaultAdhkarSettings(), ...change };
}

describe('adhkarEntries', () => {
  it('lists the standard adhkar in the order they are said, then own items, then the phase texts', () => {
    const entries = adhkarEntries(settings({ own: [{ text: 'سبحان الله وبحمده', translation: '' }] }), true, [
      'Jumu’ah lunch after the prayer',
    ]);
    expect(ids(entries)).toEqual(['istighfar', 'salam', 'tasbih', 'ayatAlKursi', 'own', 'texts']);
  });

  it('leaves out what the masjid turned off, and Ayat al-Kursi when the screen has no verse', () => {
    const off = settings({ items: { istighfar: true, salam: false, tasbih: true, ayatAlKursi: true } });
    expect(ids(adhkarEntries(off, false))).toEqual(['istighfar', 'tasbih']);
  });

  it('with adhkar off keeps only the phase texts (none: nothing to show)', () => {
    expect(ids(adhkarEntries(settings({ enabled: false }), true, ['A text']))).toEqual(['texts']);
    expect(adhkarEntries(settings({ enabled: false }), true)).toEqual([]);
  });

  it('closes 33 takbirs with the tahlil (a hundred), and 34 takbirs without it', () => {
    const tasbih = (count: 33 | 34) =>
      adhkarEntries(settings({ takbirCount: count }), true).find(
        (entry) => entry.kind === 'dhikr' && entry.id === 'tasbih',
      );
    const lines33 = tasbih(33)!.kind === 'dhikr' ? (tasbih(33) as Extract<AdhkarEntry, { kind: 'dhikr' }>).lines : [];
    const lines34 = (tasbih(34) as Extract<AdhkarEntry, { kind: 'dhikr' }>).lines;
    expect(lines33.map((line) => line.count)).toEqual([33, 33, 33, 1]);
    expect(lines34.map((line) => [line.meaning, line.count])).toEqual([
      ['adhkar.subhanAllah', 33],
      ['adhkar.alhamdulillah', 33],
      ['adhkar.allahuAkbar', 34],
    ]);
  });
});

describe('adhkarStepAt', () => {
  const entries = adhkarEntries(defaultAdhkarSettings(), true);
  // Weights 1 + 1 + 1.5 + 2.5 = 6 over 300 s: 50 s a unit.
  const step = (time: number) => adhkarStepAt(entries, SINCE, UNTIL, time);

  it('shares five minutes by reading time: istighfar 50 s, salam 50 s, tasbih 75 s, Ayat al-Kursi 125 s', () => {
    expect(step(at(40, 1))).toMatchObject({ index: 0, startsAt: SINCE, endsAt: at(40, 50) });
    expect(step(at(40, 50))!.index).toBe(0);
    expect(step(at(40, 51))!.index).toBe(1);
    expect(step(at(41, 41))).toMatchObject({ index: 2, startsAt: at(41, 40), endsAt: at(42, 55) });
    expect(step(at(42, 56))).toMatchObject({ index: 3, entry: { kind: 'ayatAlKursi' }, endsAt: UNTIL });
    expect(step(UNTIL)!.index).toBe(3);
  });

  it('shows nothing at the very start of the card, after its end, or with nothing to show', () => {
    expect(step(SINCE)).toBeNull();
    expect(step(UNTIL + 1)).toBeNull();
    expect(adhkarStepAt([], SINCE, UNTIL, at(41))).toBeNull();
  });

  it('on a one-minute card keeps each step readable and leaves the last ones out', () => {
    const short = SINCE + 60_000;
    expect(adhkarStepAt(entries, SINCE, short, at(40, 20))!.index).toBe(0);
    expect(adhkarStepAt(entries, SINCE, short, at(40, 21))!.index).toBe(1);
    expect(adhkarStepAt(entries, SINCE, short, at(40, 41))).toMatchObject({ index: 2, endsAt: short });
    const lengths = [0, 1].map((index) => {
      const shown = adhkarStepAt(entries, SINCE, short, SINCE + 1 + index * ADHKAR_MIN_ITEM_MS)!;
      return shown.endsAt - shown.startsAt;
    });
    expect(lengths).toEqual([ADHKAR_MIN_ITEM_MS, ADHKAR_MIN_ITEM_MS]);
  });

  it('with a card cut by the next azan (short nights) shares what is left and ends with the card', () => {
    const cut = SINCE + 150_000;
    expect(adhkarStepAt(entries, SINCE, cut, at(40, 1))).toMatchObject({ index: 0, endsAt: at(40, 25) });
    expect(adhkarStepAt(entries, SINCE, cut, cut)).toMatchObject({ index: 3, endsAt: cut });
  });
});

describe('adhkarDurations', () => {
  it('gives each step its seconds, and null to those left out of a short card', () => {
    const entries = adhkarEntries(defaultAdhkarSettings(), true);
    expect(adhkarDurations(entries, 300_000)).toEqual([50_000, 50_000, 75_000, 125_000]);
    expect(adhkarDurations(entries, 60_000)).toEqual([20_000, 20_000, 20_000, null]);
    expect(adhkarDurations(entries, 0)).toEqual([null, null, null, null]);
  });
});

describe('verseTranslationFor', () => {
  const verse = {
    arabic: 'ٱللَّهُ',
    reference: '2:255',
    translations: { en: { text: 'Allah', name: 'Saheeh International' }, tr: { text: 'Allah', name: 'Diyanet' } },
  };
  it("takes the screen's language, English where quran-json has none, and nothing on an Arabic screen", () => {
    expect(verseTranslationFor(verse, 'tr')!.name).toBe('Diyanet');
    expect(verseTranslationFor(verse, 'ms')!.name).toBe('Saheeh International');
    expect(verseTranslationFor(verse, 'ar')).toBeNull();
  });
});
