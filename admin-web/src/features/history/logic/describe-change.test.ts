import { describe, expect, it } from 'vitest';
import { actorText, describeChanges } from './describe-change.js';

describe('describeChanges', () => {
  it('names a typed iqama by its day and column', () => {
    const lines = describeChanges({
      before: { overrides: { '01-05': { fajrIqama: '06:15' } }, dst: { enable: true, begin: '' } },
      after: { overrides: { '01-05': { fajrIqama: '06:30' } }, dst: { enable: true, begin: '03/08' } },
    });
    expect(lines).toEqual([
      { what: 'Daylight saving · begins', before: '(none)', after: '03/08' },
      { what: 'Typed time · Jan 5 · Fajr Iqama', before: '06:15', after: '06:30' },
    ]);
  });

  it('shows content rows by name and who made a change', () => {
    const lines = describeChanges({
      before: { funds: [{ id: 'a', name: 'Roof', goal: 10 }] },
      after: { funds: [{ id: 'a', name: 'Roof', goal: 12 }] },
    });
    expect(lines).toEqual([{ what: 'Fund · Roof · goal', before: '10', after: '12' }]);
    expect(actorText({ actor: { userId: 'u', email: 'a@b.org' } })).toBe('a@b.org');
    expect(actorText({ actor: { userId: null, email: null } })).toMatch(/not signed in/);
  });
});
