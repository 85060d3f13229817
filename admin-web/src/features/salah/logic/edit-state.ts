import type { DayPrayer, PrayerColumn } from '@core/prayer/prayer.types.js';

/**
 * The Salah tab's view and edit modes (docs/product-rules.md, "States"): Edit copies the saved timetable into an edit
 * copy; edit mode holds while the edit copy has prayers. Save and Cancel clear the copy; an import fills it.
 * Leaving the tab keeps an edit in progress. The saved timetable itself is not here: it is React Query's
 * (docs/ARCHITECTURE.md, "The Salah tab's two copies").
 */
export interface SalahEditState {
  edit: DayPrayer[] | null;
  /** Whether the edit copy differs from what was loaded (Cancel then reloads from the server). */
  changed: boolean;
  /** Server field errors of the last save, keyed by `${index}.${column}`. */
  serverErrors: Record<string, string>;
  /**
   * The copy is an upload whose times far from the computed ones the admin confirmed (docs/prayer-table.md):
   * Save sends the confirmation with it. Any cell typed afterwards asks again.
   */
  farConfirmed?: boolean;
}

export type SalahEditAction =
  | { type: 'startEdit'; saved: readonly DayPrayer[] }
  | { type: 'setCell'; index: number; column: PrayerColumn; value: string }
  | { type: 'fillDown'; column: PrayerColumn; from: number; to: number }
  | { type: 'imported'; prayers: DayPrayer[]; farConfirmed?: boolean }
  | { type: 'saved' }
  | { type: 'saveRejected'; serverErrors: Record<string, string> }
  | { type: 'cancel' }
  | { type: 'leaveTab' }
  | { type: 'reset' };

export const initialSalahEditState: SalahEditState = { edit: null, changed: false, serverErrors: {} };

export function isEditing(state: SalahEditState): boolean {
  return state.edit !== null && state.edit.length > 0;
}

export function salahEditReducer(state: SalahEditState, action: SalahEditAction): SalahEditState {
  switch (action.type) {
    case 'startEdit':
      if (action.saved.length === 0 || isEditing(state)) return state;
      return { ...state, edit: action.saved.map((day) => ({ ...day })), changed: false, serverErrors: {} };
    case 'setCell': {
      if (!state.edit || !state.edit[action.index]) return state;
      const day = state.edit[action.index]!;
      if (day[action.column] === action.value) return state;
      const edit = state.edit.slice();
      edit[action.index] = { ...day, [action.column]: action.value };
      const key = `${action.index}.${action.column}`;
      const serverErrors = key in state.serverErrors ? withoutKey(state.serverErrors, key) : state.serverErrors;
      return { ...state, edit, changed: true, serverErrors, farConfirmed: false };
    }
    case 'fillDown': {
      // The time of row `from` copied into the rows after it up to `to` (docs/volunteer.md "Fill down").
      if (!state.edit || !state.edit[action.from] || action.to <= action.from) return state;
      const value = state.edit[action.from]![action.column];
      const last = Math.min(action.to, state.edit.length - 1);
      const edit = state.edit.slice();
      let serverErrors = state.serverErrors;
      for (let index = action.from + 1; index <= last; index += 1) {
        edit[index] = { ...edit[index]!, [action.column]: value };
        const key = `${index}.${action.column}`;
        if (key in serverErrors) serverErrors = withoutKey(serverErrors, key);
      }
      return { ...state, edit, changed: true, serverErrors, farConfirmed: false };
    }
    case 'imported':
      if (action.prayers.length === 0) return state;
      return {
        ...state,
        edit: action.prayers.map((day) => ({ ...day })),
        changed: true,
        serverErrors: {},
        farConfirmed: action.farConfirmed === true,
      };
    case 'saved':
      // The saved table is read again by React Query; the copy has done its work.
      return initialSalahEditState;
    case 'saveRejected':
      return { ...state, serverErrors: action.serverErrors };
    case 'cancel':
      return initialSalahEditState;
    case 'leaveTab':
      // An edit in progress stays; a copy without prayers (not editing) is stale and goes.
      return isEditing(state) ? state : { ...state, edit: null, changed: false, serverErrors: {} };
    case 'reset':
      return initialSalahEditState;
  }
}

function withoutKey(record: Record<string, string>, key: string): Record<string, string> {
  const next = { ...record };
  delete next[key];
  return next;
}
