import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { formErrorMessages } from './form-error-messages.js';

describe('formErrorMessages', () => {
  it('gives one message per dotted key under the branch, array items by index', () => {
    const errors = {
      rules: {
        isha: { minutesAfter: { type: 'custom', message: 'Minutes after azan must be a number' } },
        ramadan: { fajr: { fixedTime: { type: 'custom', message: 'Not a time' } } },
        seasonal: [undefined, { from: { type: 'custom', message: 'Use MM-DD' } }],
      },
      choices: { type: 'custom', message: 'elsewhere' },
    } as unknown as FieldErrors;
    expect(formErrorMessages(errors, 'rules')).toEqual({
      'isha.minutesAfter': 'Minutes after azan must be a number',
      'ramadan.fajr.fixedTime': 'Not a time',
      'seasonal.1.from': 'Use MM-DD',
    });
  });

  it("keys an array's own message by the array, and reads the whole form without a branch", () => {
    const errors = {
      seasonal: { root: { type: 'custom', message: 'At most 10' } },
      endMonthDate: { type: 'server', message: 'bad', ref: { name: 'endMonthDate' } },
    } as unknown as FieldErrors;
    expect(formErrorMessages(errors)).toEqual({ seasonal: 'At most 10', endMonthDate: 'bad' });
  });

  it('is empty without errors', () => {
    expect(formErrorMessages({}, 'rules')).toEqual({});
  });
});
