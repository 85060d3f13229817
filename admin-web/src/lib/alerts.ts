import { createStore } from './store.js';

export type AlertType = 'success' | 'warn' | 'error';
export interface Alert {
  id: number;
  type: AlertType;
  message: string;
}

/** docs/product-rules.md ("Constants and formats"): an alert shows for 3 seconds. */
export const ALERT_MS = 3000;

/** One alert at a time: showing one replaces the current one (docs/product-rules.md, "States"). */
export const alertStore = createStore<Alert | null>(null);
let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

export function showAlert(type: AlertType, message: string) {
  clearTimeout(hideTimer);
  const id = nextId++;
  alertStore.set({ id, type, message });
  hideTimer = setTimeout(() => hideAlert(id), ALERT_MS);
}

export function hideAlert(id?: number) {
  if (id === undefined || alertStore.get()?.id === id) alertStore.set(null);
}
