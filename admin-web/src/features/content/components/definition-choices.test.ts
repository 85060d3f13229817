import { describe, expect, it } from 'vitest';
import { publicDefinitions } from '@core/configuration/definitions.js';
import { definitionInput, hintFor } from './definition-choices.js';

describe('definitionInput', () => {
  it('turns "value = meaning" lines into choices and keeps the rest as the hint', () => {
    const input = definitionInput({
      description: 'Clock on the dashboard.\n1 = analog clock\n2 = digital clock (12-hour, am/pm)',
    });
    expect(input.choices).toEqual([
      { value: '1', label: 'Analog clock' },
      { value: '2', label: 'Digital clock' },
    ]);
    // The long meaning is shortened in the select (which would cut it) and written out under it when chosen.
    expect(input.hint).toBe('Clock on the dashboard.');
    expect(hintFor(input, '2')).toBe('Clock on the dashboard.\nDigital clock (12-hour, am/pm)');
    // Under the analog clock, nothing about the digital one.
    expect(hintFor(input, '1')).toBe('Clock on the dashboard.');
  });

  it('names a word value by itself and lists its meaning under the field, so the select never cuts a sentence', () => {
    const input = definitionInput({
      description:
        'Colours.\nlight = dark text on a light background\nhigh-contrast = white on black with larger text\nzuhr = Zuhr',
    });
    expect(input.choices).toEqual([
      { value: 'light', label: 'Light' },
      { value: 'high-contrast', label: 'High contrast' },
      { value: 'zuhr', label: 'Zuhr' },
    ]);
    expect(input.hint).toBe('Colours.');
    expect(hintFor(input, 'light')).toBe('Colours.\nLight: dark text on a light background');
    expect(hintFor(input, 'high-contrast')).toBe('Colours.\nHigh contrast: white on black with larger text');
    expect(hintFor(input, 'zuhr')).toBe('Colours.');
  });

  it('offers a short whole-number range as a list, signed', () => {
    const input = definitionInput({ description: 'Days added.\nFrom -2 to 2.' });
    expect(input.choices?.map((choice) => choice.label)).toEqual(['-2', '-1', '0', '+1', '+2']);
    expect(input.hint).toBe('Days added.');
    expect(input.numeric).toBe(true);
  });

  it('leaves a long range and plain text as a text box', () => {
    expect(definitionInput({ description: 'Days.\nFrom 1 to 30.' })).toEqual({
      choices: null,
      hint: 'Days.\nFrom 1 to 30.',
      meanings: {},
      numeric: true,
    });
    expect(definitionInput({ description: "Text shown, e.g. '1:30 pm'." }).choices).toBeNull();
  });

  it('gives every choice of the real definitions a value the server accepts', async () => {
    const { checkConfigurations } = await import('@core/configuration/definitions.js');
    for (const definition of publicDefinitions()) {
      for (const choice of definitionInput(definition).choices ?? []) {
        expect(checkConfigurations([{ name: definition.name, value: choice.value }])).toEqual({});
      }
    }
  });
});
