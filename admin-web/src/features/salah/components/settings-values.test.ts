import { describe, expect, it } from 'vitest';
import type { IqamaRule, PrayerConfig } from '@core/prayer/prayer.types.js';
import { settingsValuesOf } from './settings-values.js';

const rule = (minutesAfter: number): IqamaRule => ({ minutesAfter, roundTo: 5, frequency: 'weekly', fixedTime: '' });

describe('settingsValuesOf', () => {
  const config = {
    calculationMethod: 2,
    asrJuristicMethod: 0,
    highLatitudeRule: undefined,
    prayerOffsetMinutes: [0, 0, 0, 0, 0, 2, -3],
    iqamaRules: {
      weekStartsOn: 6,
      fajr: rule(20),
      dhuhr: rule(15),
      asr: rule(15),
      maghrib: rule(5),
      isha: rule(10),
      ramadan: { isha: rule(30) },
      seasonal: [{ prayer: 'isha', from: '06-01', to: '08-31', time: '20:00' }],
    },
  } as unknown as PrayerConfig;

  it('holds numbers as the inputs show them, as text', () => {
    const values = settingsValuesOf(config);
    expect(values.choices).toEqual({
      calculationMethod: 2,
      asrJuristicMethod: 0,
      highLatitudeRule: 'auto',
      offsets: ['0', '0', '0', '0', '0', '2', '-3'],
    });
    expect(values.rules.weekStartsOn).toBe('6');
    expect(values.rules.fajr).toEqual({ minutesAfter: '20', roundTo: '5', frequency: 'weekly', fixedTime: '' });
  });

  it('marks a prayer without its own Ramadan rule with null, and copies the seasonal rows', () => {
    const values = settingsValuesOf(config);
    expect(values.rules.ramadan).toEqual({
      fajr: null,
      dhuhr: null,
      asr: null,
      maghrib: null,
      isha: { minutesAfter: '30', roundTo: '5', frequency: 'weekly', fixedTime: '' },
    });
    expect(values.rules.seasonal).toEqual(config.iqamaRules.seasonal);
    expect(values.rules.seasonal[0]).not.toBe(config.iqamaRules.seasonal![0]);
  });
});
