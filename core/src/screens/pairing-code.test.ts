import { describe, expect, it } from 'vitest';
import {
  formatPairingCode,
  isPairingCode,
  makePairingCode,
  normalizePairingCode,
  PAIRING_CODE_ALPHABET,
} from './pairing-code.js';
import { claimScreenSchema, heartbeatSchema, isOnline } from './screen.schema.js';

describe('pairing codes', () => {
  it('never use characters people confuse', () => {
    for (const confusable of ['0', 'O', '1', 'I', 'L']) expect(PAIRING_CODE_ALPHABET).not.toContain(confusable);
  });

  it('are six characters of the alphabet, covering all of it', () => {
    let i = 0;
    const seen = new Set<string>();
    for (let n = 0; n < 20; n++) {
      const code = makePairingCode((size) => i++ % size);
      expect(code).toMatch(/^[2-9A-Z]{6}$/);
      expect(isPairingCode(code)).toBe(true);
      for (const ch of code) seen.add(ch);
    }
    expect(seen.size).toBe(PAIRING_CODE_ALPHABET.length);
  });

  it('accept what a person types: lower case, spaces, a dash', () => {
    expect(normalizePairingCode(' k7m-q2x ')).toBe('K7MQ2X');
    expect(claimScreenSchema.parse({ code: 'k7m q2x', name: 'Main hall' })).toEqual({
      code: 'K7MQ2X',
      name: 'Main hall',
    });
  });

  it('refuse codes with letters outside the alphabet, with a clear message', () => {
    const result = claimScreenSchema.safeParse({ code: 'K7MQ20', name: 'Main hall' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/6 letters and digits/);
    expect(claimScreenSchema.safeParse({ code: '', name: 'x' }).error?.issues[0]?.message).toBe(
      'Pairing code is required',
    );
  });

  it('are shown in two groups of three', () => {
    expect(formatPairingCode('K7MQ2X')).toBe('K7M Q2X');
  });
});

describe('heartbeat figures', () => {
  it('take nulls for what a screen does not know, and refuse nonsense', () => {
    expect(
      heartbeatSchema.safeParse({
        appVersion: '1.2.0',
        timetableUntil: null,
        clockDriftMs: null,
        display: null,
        orientation: null,
      }).success,
    ).toBe(true);
    expect(
      heartbeatSchema
        .safeParse({
          appVersion: '1.2.0',
          timetableUntil: '2027',
          clockDriftMs: 1.5,
          display: { width: 0, height: 1 },
          orientation: 'up',
        })
        .error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['timetableUntil', 'clockDriftMs', 'display.width', 'orientation']);
  });

  it("say which player sends them: 'web' or 'desktop', and the desktop app when an older one does not say", () => {
    expect(heartbeatSchema.parse({ player: 'web' }).player).toBe('web');
    expect(heartbeatSchema.parse({ player: 'desktop' }).player).toBe('desktop');
    expect(heartbeatSchema.parse({}).player).toBe('desktop');
    expect(heartbeatSchema.parse({ player: null }).player).toBe('desktop');
    expect(heartbeatSchema.safeParse({ player: 'android' }).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'player',
    ]);
  });

  it('make a screen online for three minutes after its last one', () => {
    const seen = new Date('2026-05-10T10:00:00Z');
    expect(isOnline(seen, new Date('2026-05-10T10:03:00Z'))).toBe(true);
    expect(isOnline(seen, new Date('2026-05-10T10:03:01Z'))).toBe(false);
    expect(isOnline(null, seen)).toBe(false);
  });
});
