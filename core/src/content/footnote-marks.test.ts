import { describe, expect, it } from 'vitest';
import { withoutFootnoteMarks } from './footnote-marks.js';

describe('footnote marks in a translation', () => {
  it('are taken out after a word, and nothing else is', () => {
    expect(withoutFootnoteMarks('Kursi-Nya96) meliputi langit dan bumi.')).toBe('Kursi-Nya meliputi langit dan bumi.');
    expect(withoutFootnoteMarks('ilmu-Nya1) dan (makhluk-Nya)')).toBe('ilmu-Nya dan (makhluk-Nya)');
    // A numbered list or a verse number in brackets is the text's own.
    expect(withoutFootnoteMarks('1) First (2:255) and 3 times')).toBe('1) First (2:255) and 3 times');
  });
});
