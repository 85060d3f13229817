import type { ConfigurationDefinition } from '../../../../../core/src/api-types.js';

export interface DefinitionInput {
  /** Fixed values to choose from, when the definition lists them. */
  choices: Array<{ value: string; label: string }> | null;
  /** Description lines that are not choices, shown as the field's hint. */
  hint: string;
  numeric: boolean;
}

const CHOICE_LINE = /^([\w-]+) = (.+)$/;
const RANGE_LINE = /^From (-?\d+) to (-?\d+)\.?$/;
/** A whole-number range this short reads better as a list than as a text box. */
const MAX_RANGE_CHOICES = 9;

/**
 * How to edit a configuration, read from its server definition: lines like `2 = digital clock` become
 * choices, and `From -2 to 2.` a short list of numbers, so new definitions need no change here.
 */
export function definitionInput(definition: Pick<ConfigurationDefinition, 'description'>): DefinitionInput {
  const lines = definition.description.split('\n').map((line) => line.trim()).filter(Boolean);
  const choices: Array<{ value: string; label: string }> = [];
  const rest: string[] = [];
  let range: { min: number; max: number } | null = null;
  for (const line of lines) {
    const choice = CHOICE_LINE.exec(line);
    const bounds = RANGE_LINE.exec(line);
    if (choice) choices.push({ value: choice[1]!, label: capitalize(choice[2]!) });
    else if (bounds) {
      range = { min: Number(bounds[1]), max: Number(bounds[2]) };
      rest.push(line);
    } else rest.push(line);
  }
  if (choices.length >= 2) return { choices, hint: rest.join('\n'), numeric: false };
  if (range && range.max >= range.min && range.max - range.min + 1 <= MAX_RANGE_CHOICES) {
    const numbers = Array.from({ length: range.max - range.min + 1 }, (_, index) => String(range!.min + index));
    return {
      choices: numbers.map((value) => ({ value, label: Number(value) > 0 ? `+${value}` : value })),
      hint: rest.filter((line) => !RANGE_LINE.test(line)).join('\n'),
      numeric: true,
    };
  }
  return { choices: null, hint: rest.join('\n'), numeric: range !== null };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
