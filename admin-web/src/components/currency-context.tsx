import { createContext, useContext } from 'react';

/**
 * The masjid's currency for every amount below it (docs/volunteer.md "Currency"): the dashboard and the
 * expenses frame set it once from the masjid, and the shared fund and expense pieces read it.
 * Undefined (a payload saved before currencies): the numbers alone.
 */
const CurrencyContext = createContext<string | undefined>(undefined);

export const CurrencyProvider = CurrencyContext.Provider;

export function useCurrency(): string | undefined {
  return useContext(CurrencyContext);
}
