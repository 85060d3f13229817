import { describe, expect, it } from 'vitest';
import { iqamaRulesSchema } from '../prayer/prayer.schema.js';
import { parseTimeInput } from './time-input.js';

describe('the one time reader', () => {
  it('reads the forms people type, to HH:mm', () => {
    const read = (text: string, near?: number) => parseTimeInput(text, near);
    expect(read('5:45p')).toEqual({ ok: true, value: '17:45', assumedPm: false });
    expect(read('5:45 PM')).toMatchObject({ value: '17:45' });
    expect(read('545')).toMatchObject({ value: '05:45' });
    expect(read('1745')).toMatchObject({ value: '17:45' });
    expect(read('12a')).toMatchObject({ value: '00:00' });
    expect(read('12:30 pm')).toMatchObject({ value: '12:30' });
    // A bare hour is the am or pm time nearer to the one given (an Isha around 21:00).
    expect(read('8:15', 21 * 60)).toEqual({ ok: true, value: '20:15', assumedPm: true });
    expect(read('08:15', 21 * 60)).toMatchObject({ value: '08:15' });
    // A point for the colon, and the French 'h'.
    expect(read('12.45')).toMatchObject({ value: '12:45' });
    expect(read('1.15', 13 * 60)).toMatchObject({ value: '13:15' });
    expect(read('13h15')).toMatchObject({ value: '13:15' });
    expect(read('13 h')).toMatchObject({ value: '13:00' });
  });

  it('says what is wrong', () => {
    expect(parseTimeInput('')).toEqual({ ok: false, error: 'Enter a time' });
    expect(parseTimeInput('soon')).toEqual({ ok: false, error: 'Not a time: use 5:45 pm, 545p or 17:45' });
    expect(parseTimeInput('5:75')).toEqual({ ok: false, error: 'Minutes must be 00 to 59' });
    expect(parseTimeInput('13pm')).toEqual({ ok: false, error: 'With am/pm the hour must be 1 to 12' });
  });

  it('is what the fixed iqama field takes: 12-hour times too, no longer 24-hour only', () => {
    const parsed = iqamaRulesSchema.safeParse({ dhuhr: { fixedTime: '1:30 pm' }, isha: { fixedTime: '' } });
    expect(parsed.data?.dhuhr?.fixedTime).toBe('13:30');
    expect(parsed.data?.isha?.fixedTime).toBe('');
    expect(iqamaRulesSchema.safeParse({ dhuhr: { fixedTime: 'noonish' } }).error?.issues[0]?.message).toBe(
      'Use a time like 13:30 or 1:30 pm, or leave empty',
    );
  });
});
