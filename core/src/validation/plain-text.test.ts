import { describe, expect, it } from 'vitest';
import { userCreateSchema } from '../user/user.schema.js';
import { checkConfigurations } from '../configuration/definitions.js';
import { announcementSchema } from '../content/central-control.schema.js';
import { HIDDEN_FORMATTING_MESSAGE, textProblem } from './plain-text.js';
import { EMAIL_PATTERN } from './text-rules.js';

describe('text a masjid writes', () => {
  it('refuses direction overrides and zero-width characters that disguise what is shown', () => {
    expect(textProblem('abc\u202Egnp.exe')).toBe(HIDDEN_FORMATTING_MESSAGE);
    for (const hidden of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200B',
      '\u2060',
      '\uFEFF',
    ]) {
      expect(textProblem(`Jumu${hidden}ah`)).toBe(HIDDEN_FORMATTING_MESSAGE);
    }
  });

  it('keeps what real text needs: right-to-left marks, Persian zero-width non-joiner, emoji joiners, Arabic', () => {
    expect(textProblem('می\u200Cخواهم')).toBeNull();
    expect(textProblem('👨\u200D👩\u200D👧')).toBeNull();
    expect(textProblem('صلاة الجمعة \u200F1:30')).toBeNull();
    expect(textProblem('Khutbah at 1:30 — “Sabr”')).toBeNull();
  });

  it('allows line breaks only where several lines are allowed, and no other control character anywhere', () => {
    expect(textProblem('one\ntwo')).toBe('Must be a single line of text');
    expect(textProblem('one\ntwo\tthree', { multiline: true })).toBeNull();
    expect(textProblem('bell\u0007', { multiline: true })).toBe('Remove control characters');
    expect(textProblem('c1\u0085')).toBe('Must be a single line of text');
    expect(textProblem('line\u2028sep', { multiline: true })).toBe('Remove control characters');
  });

  it('is the same rule in content and in configurations', () => {
    const announcement = announcementSchema.safeParse({ title: 'Eid\u202Egnp', text: 'ok' });
    expect(announcement.success).toBe(false);
    expect(announcement.error?.issues[0]?.message).toBe(HIDDEN_FORMATTING_MESSAGE);
    expect(checkConfigurations([{ name: 'jumah_prayer', value: '1:30\u0000pm' }])).toEqual({
      jumah_prayer: 'Must be a single line of text',
    });
    expect(checkConfigurations([{ name: 'jumah_prayer', value: '1:30\u202Epm' }])).toEqual({
      jumah_prayer: HIDDEN_FORMATTING_MESSAGE,
    });
    expect(checkConfigurations([{ name: 'jumah_prayer', value: '1:30 pm and 2:30 pm' }])).toEqual({});
  });
});

describe('email addresses', () => {
  it('refuses characters that change where mail goes', () => {
    for (const address of [
      'x<a@evil.io>.com',
      '"a"@b.com',
      'a,b@c.com',
      'a@b.com,c@d.com',
      'a b@c.com',
      'a;b@c.com',
      'a(b)@c.com',
      'a:b@c.com',
      'a\\b@c.com',
      'a[b]@c.com',
      '.a@b.com',
      'a..b@c.com',
    ]) {
      expect(EMAIL_PATTERN.test(address), address).toBe(false);
      expect(
        userCreateSchema.safeParse({ firstName: 'A', lastName: 'B', email: address, password: 'long-enough-1' })
          .success,
        address,
      ).toBe(false);
    }
  });

  it('takes ordinary addresses', () => {
    for (const address of [
      'amina.yusuf@masjid.org',
      "o'brien@example.co.uk",
      'a+tag@x.io',
      'imam@مسجد.com',
      'x_y-z@sub.domain.info',
    ]) {
      expect(EMAIL_PATTERN.test(address), address).toBe(true);
    }
  });
});
