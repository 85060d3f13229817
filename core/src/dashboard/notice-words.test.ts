import { describe, expect, it } from 'vitest';
import { loadPublicLocale } from '../i18n/public-locale.js';
import { describeClockError } from './clock-offset.js';
import { savedAgo } from './freshness.js';
import { clockNotice, offlineNotice } from './notice-words.js';

const at = Date.parse('2026-05-10T12:00:00Z');
const savedTimes = [
  '2026-05-10T11:59:30Z',
  '2026-05-10T11:59:00Z',
  '2026-05-10T11:05:00Z',
  '2026-05-09T12:00:00Z',
  '2026-05-07T12:00:00Z',
];

describe("the dashboard's notices", () => {
  it('read in English exactly as before', async () => {
    const english = await loadPublicLocale([], null, ['terms', 'public']);
    for (const correction of [-600_000, 7_500_000]) {
      expect(clockNotice(english, correction)).toBe(
        `Clock is wrong (${describeClockError(correction)}): showing the server's time`,
      );
    }
    for (const saved of savedTimes)
      expect(offlineNotice(english, saved, at)).toBe(`Offline · times saved ${savedAgo(saved, at)}`);
    expect(offlineNotice(english, 'not a time', at)).toBe('Offline');
  });

  it("speak the page's language, with its plural forms and digits", async () => {
    const arabic = await loadPublicLocale([{ name: 'native_digits', value: '1' }], 'ar', ['terms', 'public']);
    expect(clockNotice(arabic, -600_000)).toBe('الساعة غير مضبوطة (متقدّمة بمقدار ١٠ د): يُعرض وقت الخادم');
    expect(offlineNotice(arabic, '2026-05-07T12:00:00Z', at)).toBe('غير متصل · حُفظت الأوقات قبل ٣ أيام');
    expect(offlineNotice(arabic, '2026-05-10T10:00:00Z', at)).toBe('غير متصل · حُفظت الأوقات قبل ساعتين');
    const french = await loadPublicLocale([], 'fr', ['terms', 'public']);
    expect(clockNotice(french, 7_500_000)).toBe(
      'Horloge déréglée (en retard de 2 h 5 min) : heure du serveur affichée',
    );
    expect(offlineNotice(french, '2026-05-10T11:59:00Z', at)).toBe('Hors ligne · horaires enregistrés il y a 1 minute');
  });
});
