/**
 * A readable difference between two snapshots of the same thing: the paths whose values differ, with
 * the old and new value. Lists of records with an `id` are matched by id (a reordered list is not a
 * change of every row); other lists by position.
 */
export interface ValueChange {
  /** e.g. ['overrides', '01-05', 'fajrIqama'] or ['funds', 'Building fund', 'goal'] */
  path: string[];
  before: unknown;
  after: unknown;
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function keyOf(item: unknown, index: number): string {
  if (isPlain(item)) {
    const label = item.name ?? item.title ?? item.khateeb ?? item.lineItem ?? item.label ?? item.email;
    if (typeof label === 'string' && label !== '') return label;
    if (typeof item.id === 'string' || typeof item.id === 'number') return String(item.id);
  }
  return `#${index + 1}`;
}

function listById(list: unknown[]): Map<string, { item: unknown; key: string }> | undefined {
  if (!list.every((item) => isPlain(item) && (typeof item.id === 'string' || typeof item.id === 'number')))
    return undefined;
  const byId = new Map<string, { item: unknown; key: string }>();
  list.forEach((item, index) => byId.set(String((item as Plain).id), { item, key: keyOf(item, index) }));
  return byId.size === list.length ? byId : undefined;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function diffValues(before: unknown, after: unknown, path: string[] = []): ValueChange[] {
  if (same(before, after)) return [];
  // A record that appears or goes inside a snapshot (a day's first typed time) is named by its fields, as an edit of it would be.
  if (path.length > 0 && before === undefined && isPlain(after)) return diffValues({}, after, path);
  if (path.length > 0 && after === undefined && isPlain(before)) return diffValues(before, {}, path);
  if (isPlain(before) && isPlain(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => diffValues(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const oldById = listById(before);
    const newById = listById(after);
    if (oldById && newById) {
      const changes: ValueChange[] = [];
      for (const [id, { item, key }] of oldById) {
        const next = newById.get(id);
        if (!next) changes.push({ path: [...path, key], before: item, after: undefined });
        else changes.push(...diffValues(item, next.item, [...path, next.key]));
      }
      for (const [id, { item, key }] of newById)
        if (!oldById.has(id)) changes.push({ path: [...path, key], before: undefined, after: item });
      return changes;
    }
    if ([...before, ...after].some((item) => isPlain(item) || Array.isArray(item))) {
      const length = Math.max(before.length, after.length);
      return Array.from({ length }, (_, index) =>
        diffValues(before[index], after[index], [...path, keyOf(after[index] ?? before[index], index)]),
      ).flat();
    }
  }
  return [{ path, before, after }];
}

/** How many changes a summary names before "and N more"; the History screens rebuild summaries with it. */
export const NAMED_CHANGES = 3;

/** "3 changes: overrides 01-05 fajrIqama, funds Building fund goal, ..." style summary for a log line. */
export function summarizeChanges(
  changes: readonly ValueChange[],
  limit = NAMED_CHANGES,
  word: (key: string) => string = (key) => key,
): string {
  if (changes.length === 0) return 'no change';
  const named = changes.slice(0, limit).map((change) => change.path.map(word).join(' ') || 'value');
  const more = changes.length > limit ? `, and ${changes.length - limit} more` : '';
  return `${changes.length} change${changes.length === 1 ? '' : 's'}: ${named.join(', ')}${more}`;
}

/** A value as a short text for the diff view: times and names as they are, records as compact JSON. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(none)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
