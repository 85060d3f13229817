import { useCallback, useState } from 'react';
import type { PrayerColumn } from '@core/prayer/prayer.types.js';
import type { CellRange } from '../components/month-tables.js';

/** Cells marked in one column for Fill down: a click marks one, Shift+click extends from the first (docs/volunteer.md "Fill down"). */
export function useCellSelection(editing: boolean) {
  const [selection, setSelection] = useState<(CellRange & { anchor: number }) | null>(null);
  // Marks belong to an edit: they go with Save or Cancel.
  if (!editing && selection) setSelection(null);
  const onSelect = useCallback((index: number, column: PrayerColumn, extend: boolean) => {
    setSelection((current) => {
      if (extend && current && current.column === column) {
        return { ...current, from: Math.min(current.anchor, index), to: Math.max(current.anchor, index) };
      }
      if (current && current.column === column && current.from === index && current.to === index) return current;
      return { column, from: index, to: index, anchor: index };
    });
  }, []);
  return { selection: editing ? selection : null, onSelect, clearSelection: () => setSelection(null) };
}
