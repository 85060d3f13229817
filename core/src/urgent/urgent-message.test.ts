import { describe, expect, it } from 'vitest';
import {
  activeUrgentMessages,
  defaultEndsAt,
  endsAtProblem,
  urgentMessageSchema,
  type UrgentMessage,
} from './urgent-message.js';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('urgent message rules (docs/urgent-message.md)', () => {
  it('takes a trimmed text of up to 280 characters on one line', () => {
    expect(urgentMessageSchema.parse({ text: '  Car park closed ', endsAt: '2026-11-28T15:00:00Z' }).text).toBe(
      'Car park closed',
    );
    expect(urgentMessageSchema.safeParse({ text: 'x'.repeat(280), endsAt: '2026-11-28T15:00:00Z' }).success).toBe(true);
    expect(urgentMessageSchema.safeParse({ text: 'x'.repeat(281), endsAt: '2026-11-28T15:00:00Z' }).success).toBe(
      false,
    );
    expect(urgentMessageSchema.safeParse({ text: '   ', endsAt: '2026-11-28T15:00:00Z' }).success).toBe(false);
    expect(urgentMessageSchema.safeParse({ text: 'one\ntwo', endsAt: '2026-11-28T15:00:00Z' }).success).toBe(false);
  });

  it('takes an instant with its offset, after now and at most 7 days ahead', () => {
    expect(endsAtProblem('2026-11-28T15:00:00Z', NOW)).toBeNull();
    expect(endsAtProblem('2026-11-28T13:00:00+01:00', NOW)).toMatch(/in the future/);
    expect(endsAtProblem('2026-12-05T12:00:00Z', NOW)).toBeNull();
    expect(endsAtProblem('2026-12-05T12:00:01Z', NOW)).toMatch(/within 7 days/);
    expect(endsAtProblem('2026-11-28T15:00', NOW)).toMatch(/date and time/);
    expect(endsAtProblem('2026-02-30T15:00:00Z', NOW)).toMatch(/date and time/);
  });

  it('proposes an end a few hours ahead, on a whole minute', () => {
    expect(defaultEndsAt(NOW + 42_500).toISOString()).toBe('2026-11-28T15:00:00.000Z');
  });

  it('a screen shows those not yet ended on its own clock, the server notice first', () => {
    const message = (id: string, scope: UrgentMessage['scope'], endsAt: string): UrgentMessage => ({
      id,
      scope,
      text: id,
      endsAt,
      sentAt: '2026-11-28T11:00:00Z',
    });
    const messages = [
      message('own', 'masjid', '2026-11-28T13:00:00Z'),
      message('server', 'server', '2026-11-28T12:30:00Z'),
    ];
    expect(activeUrgentMessages(messages, NOW).map((m) => m.id)).toEqual(['server', 'own']);
    expect(activeUrgentMessages(messages, Date.parse('2026-11-28T12:30:00Z')).map((m) => m.id)).toEqual(['own']);
    expect(activeUrgentMessages(messages, Date.parse('2026-11-28T13:00:00Z'))).toEqual([]);
    expect(activeUrgentMessages(undefined, NOW)).toEqual([]);
  });
});
