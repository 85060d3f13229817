import { describe, expect, it } from 'vitest';
import { dayEntry } from '../dashboard/day-entry.fixture.js';
import { zonedInstant } from '../dashboard/zoned-clock.js';
import { occasionCards, type OccasionCardsInput } from './occasion-cards.js';
import { defaultOccasions, type Occasions } from './occasions.types.js';

const ZONE = 'Asia/Riyadh';
const occasions: Occasions = {
  ...defaultOccasions(),
  eidPrayers: [{ eid: 'fitr', date: '2027-03-09', times: ['06:30', '08:00'], place: 'Prayer ground' }],
  ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '' },
};
const day = (date: string) => dayEntry(date, { fajr: '05:20', maghrib: '18:10', isha: '19:40' });

function at(date: string, time: string, overrides: Partial<OccasionCardsInput> = {}) {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return occasionCards({
    date,
    zone: ZONE,
    nowMs: zonedInstant(ZONE, date, time),
    days: [day(date), day(next)],
    occasions,
    hijriAdjustment: 0,
    ...overrides,
  });
}

// Umm al-Qura: 1 Ramadan 1448 is 8 February 2027, Eid al-Fitr 9 March 2027.
describe('the Ramadan card', () => {
  it("counts down to suhoor end before dawn, then to iftar, then to tomorrow's suhoor", () => {
    const dawn = at('2027-02-20', '04:00').ramadan;
    expect(dawn).toMatchObject({ kind: 'day', day: 13, suhoorEnds: '05:10', iftar: '18:10', taraweeh: '' });
    expect(dawn!.countdown).toEqual({ label: 'Suhoor ends', at: zonedInstant(ZONE, '2027-02-20', '05:10') });
    expect(at('2027-02-20', '12:00').ramadan!.countdown).toEqual({
      label: 'Iftar',
      at: zonedInstant(ZONE, '2027-02-20', '18:10'),
    });
    expect(at('2027-02-20', '18:10').ramadan!.countdown).toEqual({
      label: 'Suhoor ends',
      at: zonedInstant(ZONE, '2027-02-21', '05:10'),
    });
  });

  it('on the eve says Ramadan begins, counting to the first suhoor only after Maghrib', () => {
    expect(at('2027-02-07', '12:00').ramadan).toEqual({
      kind: 'eve',
      taraweeh: '',
      suhoorEnds: '05:10',
      countdown: null,
    });
    expect(at('2027-02-07', '20:00').ramadan!.countdown).toEqual({
      label: 'Suhoor ends',
      at: zonedInstant(ZONE, '2027-02-08', '05:10'),
    });
  });

  it('is off from the last iftar (the night of Eid), and off outside Ramadan or when turned off', () => {
    expect(at('2027-03-08', '19:00').ramadan).toBeNull();
    expect(at('2027-03-09', '12:00').ramadan).toBeNull();
    expect(
      at('2027-02-20', '12:00', { occasions: { ...occasions, ramadan: { ...occasions.ramadan, enabled: false } } })
        .ramadan,
    ).toBeNull();
    expect(at('2027-02-20', '12:00', { occasions: undefined }).ramadan).toBeNull();
  });

  it("follows the masjid's Hijri adjustment", () => {
    expect(at('2027-02-07', '12:00', { hijriAdjustment: 1 }).ramadan).toMatchObject({ kind: 'day', day: 1 });
    expect(at('2027-03-08', '12:00', { hijriAdjustment: 1 }).ramadan).toBeNull();
  });
});

describe('the Eid card', () => {
  it('shows from ten days before, counting the days, and on the day', () => {
    expect(at('2027-02-26', '12:00').eids).toEqual([]);
    expect(at('2027-02-27', '12:00').eids).toEqual([
      {
        eid: 'fitr',
        name: 'Eid al-Fitr',
        date: '2027-03-09',
        daysUntil: 10,
        times: ['06:30', '08:00'],
        place: 'Prayer ground',
      },
    ]);
    expect(at('2027-03-09', '07:00').eids[0]!.daysUntil).toBe(0);
    expect(at('2027-03-10', '07:00').eids).toEqual([]);
  });
});

describe('a copy without some parts', () => {
  it('shows no card rather than failing', () => {
    const partial = { jumuahSessions: [] } as unknown as Occasions;
    expect(at('2027-02-20', '12:00', { occasions: partial })).toEqual({ ramadan: null, eids: [] });
  });
});

describe("Ramadan's end", () => {
  it('leaves the night of Eid without taraweeh, suhoor or an empty card, from the last iftar on', () => {
    // 29 Ramadan 1448 by Umm al-Qura, the masjid's Eid the next morning.
    expect(at('2027-03-08', '12:00').ramadan).toMatchObject({ kind: 'day', day: 29 });
    expect(at('2027-03-08', '18:09').ramadan!.countdown).toEqual({
      label: 'Iftar',
      at: zonedInstant(ZONE, '2027-03-08', '18:10'),
    });
    expect(at('2027-03-08', '18:10').ramadan).toBeNull();
    expect(at('2027-03-08', '23:00').ramadan).toBeNull();
  });

  it("ends with the masjid's own Eid when it comes before the calendar's", () => {
    const early: Occasions = {
      ...occasions,
      eidPrayers: [{ eid: 'fitr', date: '2027-03-08', times: ['07:00'], place: '' }],
    };
    expect(at('2027-03-08', '10:00', { occasions: early }).ramadan).toBeNull();
    expect(at('2027-03-07', '12:00', { occasions: early }).ramadan).toMatchObject({ kind: 'day', day: 28 });
    expect(at('2027-03-07', '19:00', { occasions: early }).ramadan).toBeNull();
  });
});
