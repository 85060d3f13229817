import { expect, it } from 'vitest';
import { SOURCE_CATALOGS } from './build/source-catalogs.js';
import { EARLY_TEXTS } from './early-texts.js';
import { LANGUAGES } from './languages.js';

it.each(LANGUAGES)('%s: the texts shown before any catalog loads are the catalog texts', (language) => {
  expect(EARLY_TEXTS[language]).toEqual({
    loading: SOURCE_CATALOGS[language].public['page.loading'],
    unreachable: SOURCE_CATALOGS[language].public['dashboard.unreachable'],
    errorTitle: SOURCE_CATALOGS[language].adminPeople['people.status.errorTitle'],
    errorText: SOURCE_CATALOGS[language].adminPeople['people.status.errorText'],
    reload: SOURCE_CATALOGS[language].adminPeople['people.status.reload'],
    errorOccurred: SOURCE_CATALOGS[language].adminPeople['people.masjid.errorOccurred'],
    networkError: SOURCE_CATALOGS[language].adminPeople['people.status.networkError'],
  });
});
