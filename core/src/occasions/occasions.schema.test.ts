import { describe, expect, it } from 'vitest';
import { parseOccasions, readOccasions } from './occasions.schema.js';
import { DEFAULT_RAMADAN } from './occasions.types.js';

const valid = {
  version: 0,
  jumuahSessions: [
    { khutbah: '12:30', salah: '13:00', language: 'English' },
    { khutbah: '13:45', salah: '', language: '' },
  ],
  eidPrayers: [{ eid: 'fitr', date: '2027-03-09', times: ['07:30', '09:00'], place: 'City Park' }],
  ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '' },
};

describe('parseOccasions', () => {
  it('accepts a full set and fills Ramadan defaults', () => {
    const parsed = parseOccasions({ ...valid, ramadan: {} });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value.ramadan).toEqual(DEFAULT_RAMADAN);
  });

  it('refuses more than four sessions, sessions out of order, a salah before its khutbah and bad times', () => {
    const five = Array.from({ length: 5 }, (_, index) => ({ khutbah: `1${index}:00`, salah: '', language: '' }));
    expect(parseOccasions({ ...valid, jumuahSessions: five })).toEqual({
      ok: false,
      fieldErrors: { jumuahSessions: "At most 4 Jumu'ah sessions" },
    });
    const parsed = parseOccasions({
      ...valid,
      jumuahSessions: [
        { khutbah: '13:00', salah: '12:50', language: '' },
        { khutbah: '12:00', salah: '', language: '' },
        { khutbah: 'soon', salah: '', language: '' },
      ],
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.fieldErrors['jumuahSessions[0].salah']).toBe('The salah must be after the khutbah');
      expect(parsed.fieldErrors['jumuahSessions[1].khutbah']).toBe('Each session starts after the one before it');
      expect(parsed.fieldErrors['jumuahSessions[2].khutbah']).toBe('Use a time like 13:30 or 1:30 pm');
    }
  });

  it('refuses an Eid prayer without a time, with an unreal date or an unknown Eid, and a suhoor margin out of range', () => {
    const parsed = parseOccasions({
      ...valid,
      eidPrayers: [
        { eid: 'fitr', date: '2027-02-30', times: [], place: '' },
        { eid: 'ashura', date: '2027-03-09', times: ['07:00', '06:00'], place: '' },
      ],
      ramadan: { enabled: true, suhoorMinutesBeforeFajr: 90, taraweehTime: 'after isha' },
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.fieldErrors).toMatchObject({
        'eidPrayers[0].date': 'Enter a real date (YYYY-MM-DD)',
        'eidPrayers[0].times': 'Give at least one time',
        'eidPrayers[1].eid': "Eid must be 'fitr' or 'adha'",
        'eidPrayers[1].times[1]': 'Each time is after the one before it',
        'ramadan.suhoorMinutesBeforeFajr': 'Must be from 0 to 60',
        'ramadan.taraweehTime': 'Use a time like 13:30 or 1:30 pm, or leave empty',
      });
    }
  });

  it('reads times as people write them, a bare hour near the usual time of its occasion, and stores HH:mm', () => {
    const parsed = parseOccasions({
      ...valid,
      jumuahSessions: [
        { khutbah: '12:30', salah: '1:00', language: '' },
        { khutbah: '1:30 pm', salah: '145p', language: '' },
      ],
      eidPrayers: [{ eid: 'adha', date: '2027-05-16', times: ['7:30', '9 am', '10:30 AM'], place: '' }],
      ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '8:45' },
    });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value.jumuahSessions).toEqual([
        { khutbah: '12:30', salah: '13:00', language: '' },
        { khutbah: '13:30', salah: '13:45', language: '' },
      ]);
      expect(parsed.value.eidPrayers[0]!.times).toEqual(['07:30', '09:00', '10:30']);
      expect(parsed.value.ramadan.taraweehTime).toBe('20:45');
    }
  });

  it('reads stored parts defensively: a broken part takes its default', () => {
    expect(readOccasions({ jumuahSessions: [{ khutbah: 'x' }], eidPrayers: 'junk', ramadan: null })).toEqual({
      jumuahSessions: [],
      eidPrayers: [],
      ramadan: DEFAULT_RAMADAN,
    });
  });
});
