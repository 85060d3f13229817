import { createStore } from './store.js';

/** How many API requests are running; the global 'Loading…' indicator shows while it is above 0. */
export const inFlightStore = createStore(0);

export async function trackRequest<T>(work: Promise<T>): Promise<T> {
  inFlightStore.set((count) => count + 1);
  try {
    return await work;
  } finally {
    inFlightStore.set((count) => count - 1);
  }
}
