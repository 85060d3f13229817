import { createContext, useContext } from 'react';

/** The masjid's currency and country: how every amount below is written. */
export interface MoneyWay {
  currency?: string | undefined;
  country?: string | undefined;
}

/**
 * The masjid's currency and country for every amount below it (docs/volunteer.md "Currency"): the
 * dashboard and the expenses frame set it once from the masjid, and the shared fund and expense pieces
 * read it. No currency (a payload saved before currencies): the numbers alone.
 */
const CurrencyContext = createContext<MoneyWay>({});

export const CurrencyProvider = CurrencyContext.Provider;

export function useCurrency(): MoneyWay {
  return useContext(CurrencyContext);
}
