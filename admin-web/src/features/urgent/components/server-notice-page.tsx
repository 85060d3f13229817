import { Page } from '../../../components/page.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { UrgentMessageCard } from './urgent-message-card.js';

/** /auth/server-notice (super admins): a notice on the screens of every masjid (docs/urgent-message.md). */
export function ServerNoticePage() {
  const { t } = useAdminTranslator();
  return (
    <Page title={t('admin.urgent.serverTitle')}>
      <UrgentMessageCard owner={null} titled={false} />
    </Page>
  );
}
