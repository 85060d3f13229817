import { describe, expect, it } from 'vitest';
import { formatHijriDate } from '../hijri/hijri.js';
import { loadPublicLocale } from '../i18n/public-locale.js';
import { formatTime12 } from '../time/display-format.js';
import { fridayLines } from './friday-line.js';

describe("a calendar's Friday", () => {
  it("lists each Jumu'ah session, numbered when there are several", () => {
    const sessions = [
      { khutbah: '12:30', salah: '13:00', language: 'English' },
      { khutbah: '13:45', salah: '', language: '' },
    ];
    expect(fridayLines({ sessions, text: 'ignored' }, formatTime12)).toEqual([
      '1. Khutbah 12:30 pm · Salah 1:00 pm · English',
      '2. Khutbah 1:45 pm',
    ]);
    expect(fridayLines({ sessions: [sessions[0]!], text: '' }, formatTime12)).toEqual([
      'Khutbah 12:30 pm · Salah 1:00 pm · English',
    ]);
  });

  it("shows the Jum'ah text without sessions, and nothing when neither is set", () => {
    expect(fridayLines({ sessions: [], text: ' 1:30 pm and 2:30 pm ' }, formatTime12)).toEqual(['1:30 pm and 2:30 pm']);
    expect(fridayLines({ sessions: [], text: '' }, formatTime12)).toEqual([]);
    expect(fridayLines(undefined, formatTime12)).toEqual([]);
  });
});

describe("a calendar's Friday in another language", () => {
  const sessions = [
    { khutbah: '12:30', salah: '13:00', language: 'English' },
    { khutbah: '13:45', salah: '', language: '' },
  ];

  it("says khutbah and salah with the Arabic glossary's words and digits", async () => {
    const arabic = await loadPublicLocale([{ name: 'native_digits', value: '1' }], 'ar', ['terms', 'public']);
    const lines = fridayLines({ sessions, text: '' }, arabic.format.time, arabic.fridayWords);
    expect(lines).toEqual([
      `1. خطبة ${arabic.format.time('12:30')} · صلاة ${arabic.format.time('13:00')} · English`,
      `2. خطبة ${arabic.format.time('13:45')}`,
    ]);
    expect(lines.join(' ')).not.toMatch(/Khutbah|Salah/);
    expect(arabic.format.time('12:30')).toMatch(/^١٢:٣٠/);
    // On the page each time is isolated, so a right-to-left line keeps '12:30 م' in its order.
    expect(fridayLines({ sessions: [sessions[1]!], text: '' }, arabic.timeInText, arabic.fridayWords)).toEqual([
      `خطبة \u2068${arabic.format.time('13:45')}\u2069`,
    ]);
  });

  it("says them with the French glossary's words and its 24-hour clock", async () => {
    const french = await loadPublicLocale([], 'fr', ['terms', 'widgets']);
    expect(fridayLines({ sessions: [sessions[0]!], text: '' }, french.timeInText, french.fridayWords)).toEqual([
      'Khotba 12:30 · Prière 13:00 · English',
    ]);
  });
});

describe('Hijri dates in tables', () => {
  it('carry their year', () => {
    expect(formatHijriDate('1448/6/13')).toBe('13 Jumada Al-Thani 1448');
    expect(formatHijriDate('nonsense')).toBe('');
  });
});
