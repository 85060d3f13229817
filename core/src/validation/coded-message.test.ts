import { describe, expect, it } from 'vitest';
import { coded, codedForNow, codeOf, recordedCodes } from './coded-message.js';

/** docs/languages.md "Server messages": messages built from a request's values are kept only briefly. */
describe('coded messages', () => {
  it('keep a message built from checked values for the answer, without adding it to the lasting record', () => {
    const before = recordedCodes().size;
    const values = { from: '06-01', to: '08-31', otherFrom: '07-01', otherTo: '07-31' };
    const english = '06-01 to 08-31 overlaps 07-01 to 07-31 of the same prayer';
    expect(codedForNow(english, 'server.iqama.seasonalOverlap', values)).toBe(english);
    expect(codeOf(english)).toEqual({ key: 'server.iqama.seasonalOverlap', values });
    expect(recordedCodes().size).toBe(before);
  });

  it('forget the oldest of them once many more were written, so no stream of requests fills memory', () => {
    codedForNow('first', 'server.phases.unknown', { where: 'first' });
    for (let index = 0; index < 600; index++) codedForNow(`x${index}`, 'server.phases.unknown', { where: `x${index}` });
    expect(codeOf('first')).toBeUndefined();
    expect(codeOf('x599')).toEqual({ key: 'server.phases.unknown', values: { where: 'x599' } });
  });

  it('leave a message the schemas recorded for good as it was recorded', () => {
    const lasting = coded('Must be text', 'server.field.text');
    codedForNow(lasting, 'server.phases.object', {});
    expect(codeOf(lasting)).toEqual({ key: 'server.field.text' });
  });
});
