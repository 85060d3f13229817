import { describe, expect, it } from 'vitest';
import { withDefaults } from '../configuration/definitions.js';
import { readsFahrenheit } from '../i18n/country-conventions.js';
import { temperatureUnitOf, weatherIsOn, wholeDegrees } from './temperature.js';
import { conditionOf } from './weather-code.js';

describe('the temperature unit (docs/weather.md)', () => {
  it('follows the country unless the masjid chose one', () => {
    expect(temperatureUnitOf([], 'US')).toBe('F');
    expect(temperatureUnitOf([], 'pr')).toBe('F');
    expect(temperatureUnitOf([], 'LR')).toBe('F');
    expect(temperatureUnitOf([], 'GB')).toBe('C');
    expect(temperatureUnitOf([], 'CA')).toBe('C');
    expect(temperatureUnitOf([], 'PK')).toBe('C');
    expect(temperatureUnitOf([], null)).toBe('C');
    expect(temperatureUnitOf([{ name: 'weather_unit', value: 'c' }], 'US')).toBe('C');
    expect(temperatureUnitOf([{ name: 'weather_unit', value: 'f' }], 'FR')).toBe('F');
    expect(temperatureUnitOf(withDefaults([], 'US'), 'US')).toBe('F');
    expect(readsFahrenheit('BS')).toBe(true);
    expect(readsFahrenheit('')).toBe(false);
  });

  it('converts Celsius to whole degrees', () => {
    expect(wholeDegrees(21.4, 'C')).toBe(21);
    expect(wholeDegrees(21.4, 'F')).toBe(71);
    expect(wholeDegrees(-40, 'F')).toBe(-40);
    expect(wholeDegrees(0, 'F')).toBe(32);
    expect(wholeDegrees(-0.3, 'C')).toBe(0);
    expect(Object.is(wholeDegrees(-0.3, 'C'), -0)).toBe(false);
    expect(wholeDegrees(37.8, 'F')).toBe(100);
  });

  it('is off by default', () => {
    expect(weatherIsOn(withDefaults([]))).toBe(false);
    expect(weatherIsOn([{ name: 'weather', value: 'on' }])).toBe(true);
  });
});

describe('the WMO weather code', () => {
  it.each([
    [0, 'clear'],
    [1, 'partly-cloudy'],
    [2, 'partly-cloudy'],
    [3, 'cloudy'],
    [45, 'fog'],
    [48, 'fog'],
    [53, 'drizzle'],
    [56, 'drizzle'],
    [61, 'rain'],
    [67, 'rain'],
    [81, 'rain'],
    [73, 'snow'],
    [86, 'snow'],
    [95, 'thunderstorm'],
    [99, 'thunderstorm'],
    [10, 'cloudy'],
  ] as const)('%i is %s', (code, condition) => {
    expect(conditionOf(code)).toBe(condition);
  });
});
