import type { ConfigurationDefinition } from '@core/api-types.js';

export interface DefinitionInput {
  /** Fixed values to choose from, when the definition lists them. */
  choices: Array<{ value: string; label: string }> | null;
  /** Description lines that are not choices, shown as the field's hint. */
  hint: string;
  /**
   * Each long choice's full meaning by value, written under the field for the chosen one only (a hint
   * listing every meaning described an option that was not chosen; docs/volunteer.md "Readable at every size").
   */
  meanings: Record<string, string>;
  numeric: boolean;
}

const CHOICE_LINE = /^([\w-]+) = (.+)$/;
const MAX_CHOICE_LABEL = 24;
/** A value that is a word, not a number: 'light', 'high-contrast'. */
const NAMED_VALUE = /^[a-z][a-z-]*$/i;
const RANGE_LINE = /^From (-?\d+) to (-?\d+)\.?$/;

/**
 * How a description is written: English's (the server's own text), or a translation's
 * (localized-definitions.ts), whose range line is its own sentence and whose short choice names are
 * the words before a parenthesis (a value like 'high-contrast' is English).
 */
export interface DefinitionLanguage {
  rangeLine: RegExp;
  namedValues: boolean;
}

const ENGLISH: DefinitionLanguage = { rangeLine: RANGE_LINE, namedValues: true };

/** A translation's range sentence ('De {min} à {max}.') as a pattern like RANGE_LINE. */
export function rangeLineOf(pattern: string): RegExp {
  const escaped = pattern
    .trim()
    .replace(/\.$/, '')
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('{min}', '(-?\\d+)').replace('{max}', '(-?\\d+)')}\\.?$`);
}
/** A whole-number range this short reads better as a list than as a text box. */
const MAX_RANGE_CHOICES = 9;

/**
 * How to edit a configuration, read from its server definition: lines like `2 = digital clock` become
 * choices, and `From -2 to 2.` a short list of numbers, so new definitions need no change here.
 */
export function definitionInput(
  definition: Pick<ConfigurationDefinition, 'description'>,
  language: DefinitionLanguage = ENGLISH,
): DefinitionInput {
  const rangeLine = language.rangeLine;
  const lines = definition.description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const choices: Array<{ value: string; label: string }> = [];
  const rest: string[] = [];
  let range: { min: number; max: number } | null = null;
  const meanings: Record<string, string> = {};
  for (const line of lines) {
    const choice = CHOICE_LINE.exec(line);
    const bounds = rangeLine.exec(line);
    if (choice) {
      const [label, meaning] = choiceLabel(choice[1]!, choice[2]!, language.namedValues);
      choices.push({ value: choice[1]!, label });
      if (meaning) meanings[choice[1]!] = meaning;
    } else if (bounds) {
      range = { min: Number(bounds[1]), max: Number(bounds[2]) };
      rest.push(line);
    } else rest.push(line);
  }
  if (choices.length >= 2) return { choices, hint: rest.join('\n'), meanings, numeric: false };
  if (range && range.max >= range.min && range.max - range.min + 1 <= MAX_RANGE_CHOICES) {
    const numbers = Array.from({ length: range.max - range.min + 1 }, (_, index) => String(range!.min + index));
    return {
      choices: numbers.map((value) => ({ value, label: Number(value) > 0 ? `+${value}` : value })),
      hint: rest.filter((line) => !rangeLine.test(line)).join('\n'),
      meanings: {},
      numeric: true,
    };
  }
  return { choices: null, hint: rest.join('\n'), meanings: {}, numeric: range !== null };
}

/**
 * A select cuts what is wider than itself (about 24 characters in a form column), so a longer meaning is
 * shortened to its name ('high-contrast' is 'High contrast', '2 = digital clock (12-hour, am/pm)' is
 * 'Digital clock') and written out in full under the field.
 */
function choiceLabel(
  value: string,
  meaning: string,
  namedValues: boolean,
): [label: string, fullMeaning: string | null] {
  if (meaning.length <= MAX_CHOICE_LABEL) return [capitalize(meaning), null];
  const before = meaning.split(/\s*[(,;،]/)[0]!;
  const label = capitalize(namedValues && NAMED_VALUE.test(value) ? value.replaceAll('-', ' ') : before);
  const full = capitalize(meaning);
  return [label, full.startsWith(label) ? full : `${label}: ${meaning}`];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The hint under a choice field: the definition's own lines, then what the chosen value means in full. */
export function hintFor(input: Pick<DefinitionInput, 'hint' | 'meanings'>, value: string | undefined): string {
  const meaning = value === undefined ? undefined : input.meanings[value];
  return [input.hint, meaning].filter(Boolean).join('\n');
}
