import type { Messages } from '@lingui/core';
import type { Language } from './languages.js';
import type { Namespace } from './catalog-types.js';

/** A catalog as the compiler writes it: message key -> Lingui's compiled message. */
export type CompiledCatalog = Messages;

export type CatalogLoaders = Record<Language, Record<Namespace, () => Promise<{ default: CompiledCatalog }>>>;
