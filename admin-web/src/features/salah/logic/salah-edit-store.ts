import { useCallback } from 'react';
import { sessionStore } from '../../../lib/auth/session-store.js';
import { createStore, useStore } from '../../../lib/store.js';
import { initialSalahEditState, salahEditReducer, type SalahEditAction, type SalahEditState } from './edit-state.js';

/**
 * The Salah tab's state lives outside the component, so an edit in progress survives leaving the tab and
 * even the page. It belongs to one masjid and one signed-in user; anything else starts fresh.
 */
const store = createStore<{ owner: string; state: SalahEditState }>({ owner: '', state: initialSalahEditState });

function ownerOf(companyId: string): string {
  return `${sessionStore.get()?.payload.sub ?? ''}:${companyId}`;
}

sessionStore.subscribe(() => {
  if (!sessionStore.get()) store.set({ owner: '', state: initialSalahEditState });
});

export function dispatchSalah(companyId: string, action: SalahEditAction) {
  const owner = ownerOf(companyId);
  store.set((current) => {
    const base = current.owner === owner ? current.state : initialSalahEditState;
    const state = salahEditReducer(base, action);
    return state === current.state && current.owner === owner ? current : { owner, state };
  });
}

export function useSalahEdit(companyId: string): [SalahEditState, (action: SalahEditAction) => void] {
  const snapshot = useStore(store);
  const state = snapshot.owner === ownerOf(companyId) ? snapshot.state : initialSalahEditState;
  const dispatch = useCallback((action: SalahEditAction) => dispatchSalah(companyId, action), [companyId]);
  return [state, dispatch];
}
