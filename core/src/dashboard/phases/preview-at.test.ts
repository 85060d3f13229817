import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../zoned-clock.js';
import { previewInstant, previewValue } from './preview-at.js';

describe('?at= preview moments', () => {
  it("is read in the masjid's zone, seconds optional", () => {
    expect(previewInstant('2027-11-19T13:05', 'America/Chicago')).toBe(
      zonedInstant('America/Chicago', '2027-11-19', '13:05'),
    );
    expect(previewInstant('2027-11-19T13:05:30', 'Asia/Riyadh')).toBe(
      zonedInstant('Asia/Riyadh', '2027-11-19', '13:05') + 30_000,
    );
    expect(previewInstant('2027-11-19T13:05', 'Asia/Riyadh')).toBe(Date.parse('2027-11-19T10:05:00Z'));
  });

  it('refuses what is not a real moment, so a mistyped link shows the live screen', () => {
    for (const value of [
      null,
      '',
      '2027-11-19',
      '2027-02-30T10:00',
      '2027-11-19T24:00',
      '2027-11-19T10:60',
      '2027-11-19 10:00',
      'now',
    ]) {
      expect(previewInstant(value, 'UTC')).toBeNull();
    }
  });

  it('writes a moment back as ?at= reads it', () => {
    expect(previewValue('2027-11-19', 13 * 3600 + 5 * 60 + 7)).toBe('2027-11-19T13:05:07');
  });
});
