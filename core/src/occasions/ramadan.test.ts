import { describe, expect, it } from 'vitest';
import { DEFAULT_RAMADAN } from './occasions.types.js';
import { isRamadanEve, ramadanDay, ramadanMode, ramadanTimes } from './ramadan.js';

// Umm al-Qura: 1 Ramadan 1448 is 8 February 2027; Ramadan has 29 days; 1 Shawwal is 9 March 2027.
describe('Ramadan switches on by the Hijri month', () => {
  it('at the month boundaries, without adjustment', () => {
    expect(ramadanDay('2027-02-07')).toBeNull();
    expect(ramadanDay('2027-02-08')).toBe(1);
    expect(ramadanDay('2027-03-08')).toBe(29);
    expect(ramadanDay('2027-03-09')).toBeNull();
  });

  it("with the masjid's adjustment", () => {
    expect(ramadanDay('2027-02-07', 1)).toBe(1);
    expect(ramadanDay('2027-03-08', 1)).toBeNull();
    expect(ramadanDay('2027-02-08', -1)).toBeNull();
    expect(ramadanDay('2027-03-09', -1)).toBe(29);
  });

  it("marks Sha'ban's last day as the eve (the first taraweeh is that night)", () => {
    expect(isRamadanEve('2027-02-07')).toBe(true);
    expect(isRamadanEve('2027-02-06')).toBe(false);
    expect(isRamadanEve('2027-02-08')).toBe(false);
    expect(isRamadanEve('2027-02-06', 1)).toBe(true);
  });
});

describe('ramadanTimes and ramadanMode', () => {
  const entry = { fajr: '05:32', maghrib: '17:51' };

  it('ends suhoor the set minutes before Fajr and breaks the fast at Maghrib', () => {
    expect(ramadanTimes(entry, DEFAULT_RAMADAN)).toEqual({ suhoorEnds: '05:22', iftar: '17:51', taraweeh: '' });
    expect(
      ramadanTimes(
        { fajr: '00:05', maghrib: '22:40' },
        { ...DEFAULT_RAMADAN, suhoorMinutesBeforeFajr: 15, taraweehTime: '21:30' },
      ),
    ).toEqual({
      suhoorEnds: '23:50',
      iftar: '22:40',
      taraweeh: '21:30',
    });
  });

  it('is a Ramadan day, the eve, or off; and off when the masjid turns it off', () => {
    expect(ramadanMode('2027-02-20', entry, DEFAULT_RAMADAN)).toEqual({
      kind: 'day',
      day: 13,
      times: { suhoorEnds: '05:22', iftar: '17:51', taraweeh: '' },
    });
    expect(ramadanMode('2027-02-07', entry, { ...DEFAULT_RAMADAN, taraweehTime: '20:00' })).toEqual({
      kind: 'eve',
      taraweeh: '20:00',
    });
    expect(ramadanMode('2027-03-09', entry, DEFAULT_RAMADAN)).toEqual({ kind: 'off' });
    expect(ramadanMode('2027-02-20', entry, { ...DEFAULT_RAMADAN, enabled: false })).toEqual({ kind: 'off' });
  });
});
