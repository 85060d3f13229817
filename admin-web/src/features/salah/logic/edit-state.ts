import type { DayPrayer, PrayerColumn, PrayerConfig } from '../../../../../core/src/prayer/prayer.types.js';

/**
 * The Salah tab's view and edit modes (SPEC.md section 4): Edit copies the saved timetable into an edit
 * copy; edit mode holds while the edit copy has prayers. Save replaces the saved config and clears the
 * copy; Cancel clears it; an import fills it. Leaving the tab keeps an edit in progress.
 */
export interface SalahEditState {
  saved: PrayerConfig | null;
  edit: DayPrayer[] | null;
  /** Whether the edit copy differs from what was loaded (Cancel then reloads from the server). */
  changed: boolean;
  /** Server field errors of the last save, keyed by `${index}.${column}`. */
  serverErrors: Record<string, string>;
}

export type SalahEditAction =
  | { type: 'loaded'; config: PrayerConfig | null }
  | { type: 'startEdit' }
  | { type: 'setCell'; index: number; column: PrayerColumn; value: string }
  | { type: 'imported'; prayers: DayPrayer[] }
  | { type: 'saved'; config: PrayerConfig }
  | { type: 'saveRejected'; serverErrors: Record<string, string> }
  | { type: 'cancel' }
  | { type: 'leaveTab' }
  | { type: 'reset' };

export const initialSalahEditState: SalahEditState = { saved: null, edit: null, changed: false, serverErrors: {} };

export function isEditing(state: SalahEditState): boolean {
  return state.edit !== null && state.edit.length > 0;
}

export function salahEditReducer(state: SalahEditState, action: SalahEditAction): SalahEditState {
  switch (action.type) {
    case 'loaded':
      // A fresh read never throws away an edit in progress.
      return { ...state, saved: action.config };
    case 'startEdit':
      if (!state.saved || state.saved.prayers.length === 0 || isEditing(state)) return state;
      return { ...state, edit: state.saved.prayers.map((day) => ({ ...day })), changed: false, serverErrors: {} };
    case 'setCell': {
      if (!state.edit || !state.edit[action.index]) return state;
      const day = state.edit[action.index]!;
      if (day[action.column] === action.value) return state;
      const edit = state.edit.slice();
      edit[action.index] = { ...day, [action.column]: action.value };
      const key = `${action.index}.${action.column}`;
      const serverErrors = key in state.serverErrors ? withoutKey(state.serverErrors, key) : state.serverErrors;
      return { ...state, edit, changed: true, serverErrors };
    }
    case 'imported':
      if (action.prayers.length === 0) return state;
      return { ...state, edit: action.prayers.map((day) => ({ ...day })), changed: true, serverErrors: {} };
    case 'saved':
      return { saved: action.config, edit: null, changed: false, serverErrors: {} };
    case 'saveRejected':
      return { ...state, serverErrors: action.serverErrors };
    case 'cancel':
      return { ...state, edit: null, changed: false, serverErrors: {} };
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
