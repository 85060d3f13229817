import { useState } from 'react';
import { HISTORY_ENTITIES, type HistoryEntity } from '@core/history/history.types.js';
import { Button } from '../../../components/button.js';
import { Card, Page } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useDownloadBackup } from '../api/download-backup.js';
import { useMasjidChoices } from '../api/get-masjids.js';
import { HistoryList } from './history-panel.js';
import * as styles from './history.css.js';
import { saveFile } from '../../../lib/save-file.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import type { MessageKey } from '@core/i18n/catalog-types.js';

const ENTITY_LABELS: Record<HistoryEntity, MessageKey> = {
  timetable: 'fleet.history.entityTimetable',
  content: 'fleet.history.entityContent',
  configuration: 'fleet.history.entityConfiguration',
  company: 'fleet.history.entityCompany',
  user: 'fleet.history.entityUser',
};

/** /auth/history: every change in every masjid (super admins), with a filter and the backup download. */
export function HistoryPage() {
  const { t } = useAdminTranslator();
  const masjids = useMasjidChoices();
  const backup = useDownloadBackup();
  const [companyId, setCompanyId] = useState('');
  const [entity, setEntity] = useState<HistoryEntity | ''>('');

  async function download() {
    try {
      const file = await backup.mutateAsync();
      saveFile(file.blob, file.fileName);
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }

  return (
    <Page
      title={t('fleet.history.title')}
      subtitle={t('fleet.history.subtitle')}
      actions={
        <Button tone="secondary" onClick={() => void download()} disabled={backup.isPending}>
          {backup.isPending ? t('fleet.history.preparingBackup') : t('fleet.history.downloadBackup')}
        </Button>
      }
    >
      <div className={styles.filters}>
        <label>
          {t('fleet.history.masjid')}
          <br />
          <select value={companyId} onChange={(event) => setCompanyId(event.target.value)}>
            <option value="">{t('fleet.history.allMasjids')}</option>
            {(masjids.data ?? []).map((masjid) => (
              <option key={masjid.id} value={masjid.id}>
                {masjid.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('fleet.history.changesTo')}
          <br />
          <select value={entity} onChange={(event) => setEntity(event.target.value as HistoryEntity | '')}>
            <option value="">{t('fleet.history.everything')}</option>
            {HISTORY_ENTITIES.map((name) => (
              <option key={name} value={name}>
                {t(ENTITY_LABELS[name])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Card>
        <HistoryList
          scope={{ companyId: null, allCompanyId: companyId || undefined, entities: entity ? [entity] : undefined }}
          restoreCompanyId={companyId || null}
          showMasjid
        />
      </Card>
    </Page>
  );
}
