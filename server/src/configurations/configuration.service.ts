import { isSuperAdmin } from '@core/auth/roles.js';
import { checkConfigurations, withDefaults } from '@core/configuration/definitions.js';
import { HISTORY_TITLES } from '@core/history/titles.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { watch } from '../history/record-change.js';
import { notFound, validationError } from '../http/errors.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { findConfigurations, saveConfigurations } from './configuration.repository.js';

type Configurations = Parameters<typeof checkConfigurations>[0];

/** A masjid's display settings with their defaults, for its own users and super admins (others: not found). */
export async function readConfigurations(deps: AppDeps, auth: Auth, companyId: string) {
  const member = auth.companyId === companyId || auth.ownCompanyId === companyId;
  const masjid = member || isSuperAdmin(auth.roles) ? await findMasjidById(deps.db, companyId) : undefined;
  if (!masjid) throw notFound('Masjid');
  // Defaults follow the masjid's country (docs/languages.md "Dates and clocks by country").
  return withDefaults(await findConfigurations(deps.db, companyId), masjid.country);
}

/**
 * Saves the display settings after core's checks (every refusal keyed `configurations.<name>`), with its
 * history entry and change signal in the same transaction (docs/history.md).
 */
export async function saveMasjidConfigurations(deps: AppDeps, companyId: string, configurations: Configurations) {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) throw notFound('Masjid');
  const errors = checkConfigurations(configurations);
  if (Object.keys(errors).length > 0) {
    throw validationError(
      Object.fromEntries(Object.entries(errors).map(([name, message]) => [`configurations.${name}`, message])),
    );
  }
  await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'configuration', companyId);
    await saveConfigurations(trx, companyId, configurations);
    await history.record('update', HISTORY_TITLES.savedDisplaySettings);
    await deps.changes.publish(trx, { companyId, kind: 'configuration' });
  });
  return withDefaults(await findConfigurations(deps.db, companyId), masjid.country);
}
