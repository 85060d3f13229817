import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Masjid } from '@core/api-types.js';
import { Dialog } from '../../../components/dialog.js';
import { TextField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { sessionStore } from '../../../lib/auth/session-store.js';
import { useSession } from '../../../lib/auth/use-session.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { actFor } from '../api/act-for.js';
import { useMasjids } from '../api/get-masjids.js';
import { filterMasjids } from '../logic/filter-masjids.js';
import * as styles from './masjid-switcher.css.js';

/**
 * A super admin acts for any masjid from every admin page (docs/volunteer.md "Masjid switcher"): the
 * strip names the masjid acted for, and Switch opens a searchable list of all of them.
 */
export function MasjidSwitcher() {
  const { t } = useAdminTranslator();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const acting = session?.company ?? null;
  return (
    <div className={styles.strip}>
      <div className={styles.stripInner}>
        <span className={styles.label}>{t('people.switcher.actingFor')}</span>
        <span className={styles.current} data-testid="acting-for" title={acting?.name}>
          {acting ? acting.name : t('people.switcher.noMasjid')}
        </span>
        <button type="button" className={styles.switchButton} onClick={() => setOpen(true)}>
          {t('people.switcher.switch')}
        </button>
      </div>
      {open && <SwitcherDialog currentId={acting?.id ?? null} onClose={() => setOpen(false)} />}
    </div>
  );
}

function SwitcherDialog({ currentId, onClose }: { currentId: string | null; onClose(): void }) {
  const { t } = useAdminTranslator();
  const masjids = useMasjids();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const shown = masjids.data ? filterMasjids(masjids.data, query, false) : [];

  async function choose(masjid: Masjid) {
    setBusy(true);
    try {
      const response = await actFor(masjid.id);
      if (!response.token || !sessionStore.signIn(response.token, response.user ?? null, response.company ?? null))
        throw new Error(t('people.switcher.unreadable'));
      // Whatever was loaded belonged to the previous masjid.
      await queryClient.invalidateQueries();
      showAlert('success', t('people.switcher.nowActing', { name: masjid.name }));
      onClose();
      void navigate('/auth/admin');
    } catch (error) {
      showAlert('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('people.switcher.switch')}
      description={t('people.switcher.description')}
    >
      <TextField
        label={t('people.switcher.search')}
        type="search"
        autoFocus
        placeholder={t('people.switcher.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {masjids.isPending ? (
        <p>{t('people.common.loadingEllipsis')}</p>
      ) : masjids.isError ? (
        <p role="alert">{errorMessage(masjids.error)}</p>
      ) : shown.length === 0 ? (
        <p>{t('people.switcher.noMatch', { query })}</p>
      ) : (
        <ul className={styles.results} aria-label={t('people.switcher.list')}>
          {shown.map((masjid) => (
            <li key={masjid.id}>
              <button
                type="button"
                className={masjid.id === currentId ? `${styles.result} ${styles.resultCurrent}` : styles.result}
                disabled={busy}
                aria-current={masjid.id === currentId ? 'true' : undefined}
                onClick={() => void choose(masjid)}
              >
                <span className={styles.resultName}>{masjid.name}</span>
                <span className={styles.resultMeta}>
                  <bdi>/{masjid.url}</bdi>
                  {masjid.address.city ? ` · ${masjid.address.city}` : ''}
                  {masjid.address.country ? `, ${masjid.address.country}` : ''}
                  {!masjid.active && <span className={styles.waiting}>{t('people.switcher.waiting')}</span>}
                  {masjid.id === currentId && t('people.switcher.current')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
