import { useState } from 'react';
import type { HistoryEntity, HistoryEntry } from '@core/history/history.types.js';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { Card } from '../../../components/page.js';
import * as pageStyles from '../../../components/page.css.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { intlLocale } from '../../../lib/i18n/fleet-format.js';
import type { Translator } from '@core/i18n/translator.js';
import type { AdminKey } from '@core/i18n/catalog-types.js';
import { useHistory, type HistoryScope } from '../api/get-history.js';
import { useRestoreTimetable } from '../api/restore-timetable.js';
import { useRestoreDeclarations } from '../../months/api/month-declarations.js';
import { useRestorePlaylist } from '../../content/api/playlist.js';
import { isPlaylistSnapshot } from '@core/playlists/playlist-snapshot.js';
import { actorText, describeChanges } from '../logic/describe-change.js';
import { summaryText } from '../logic/history-words.js';
import * as styles from './history.css.js';

const WHEN = new Map<string, Intl.DateTimeFormat>();

/** When a change was made, in the admin's language (English: the browser's own format, as always). */
function whenText(iso: string, language: Translator['language']): string {
  let format = WHEN.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
    WHEN.set(language, format);
  }
  return format.format(new Date(iso));
}

function ChangeTable({ entry }: { entry: HistoryEntry }) {
  const translator = useAdminTranslator();
  const { t } = translator;
  const lines = describeChanges(entry, translator);
  if (lines.length === 0) return <p className={pageStyles.muted}>{t('fleet.history.nothingVisible')}</p>;
  return (
    <table className={styles.diffTable}>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">
            {t('fleet.history.what')}
          </th>
          <th className={styles.cell} scope="col">
            {t('fleet.history.before')}
          </th>
          <th className={styles.cell} scope="col">
            {t('fleet.history.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <th className={styles.cell} scope="row">
              {line.what}
            </th>
            {/* Values are data (JSON, times, names): each takes its own direction, so an Arabic page does not reorder them. */}
            <td className={styles.before} dir="auto">
              {line.before}
            </td>
            <td className={styles.after} dir="auto">
              {line.after}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const isDeclarationsEntry = (entry: HistoryEntry) =>
  entry.entity === 'content' && entry.entityId === 'month-declarations';

/** A playlist save or restore that kept the whole playlist (older entries kept only lines to read). */
const isPlaylistEntry = (entry: HistoryEntry) =>
  entry.entity === 'configuration' && entry.entityId === 'playlist' && isPlaylistSnapshot(entry.after);

function restoreButton(entry: HistoryEntry): AdminKey {
  if (isDeclarationsEntry(entry)) return 'fleet.history.restoreDeclarations';
  if (isPlaylistEntry(entry)) return 'fleet.history.restorePlaylist';
  return 'fleet.history.restoreButton';
}

function EntryItem({
  entry,
  showMasjid,
  onRestore,
}: {
  entry: HistoryEntry;
  showMasjid: boolean;
  onRestore?: (entry: HistoryEntry) => void;
}) {
  const translator = useAdminTranslator();
  const { t, language } = translator;
  // A timetable, or the month declarations (docs/jumuah-eid-ramadan.md), as an entry recorded them.
  const restorable =
    (entry.entity === 'timetable' || isDeclarationsEntry(entry) || isPlaylistEntry(entry)) &&
    entry.after !== null &&
    onRestore;
  return (
    <li className={styles.entry} data-testid="history-entry">
      <div className={styles.entryHead}>
        <time className={styles.when} dateTime={entry.at}>
          {whenText(entry.at, language)}
        </time>
        <span className={styles.who}>{actorText(entry, translator)}</span>
        {showMasjid && (
          <span className={styles.masjid}>
            {entry.companyName ?? (entry.companyId ? t('fleet.history.deletedMasjid') : t('fleet.history.noMasjid'))}
          </span>
        )}
        <span className={styles.summary}>{summaryText(entry, translator)}</span>
      </div>
      <details className={styles.details}>
        <summary>{t('fleet.history.showChanges')}</summary>
        <ChangeTable entry={entry} />
      </details>
      {restorable && (
        <div className={styles.actions}>
          <Button tone="secondary" size="small" onClick={() => onRestore(entry)}>
            {t(restoreButton(entry))}
          </Button>
        </div>
      )}
    </li>
  );
}

interface HistoryListProps {
  scope: HistoryScope & { allCompanyId?: string };
  /** Shows the masjid of each entry (the super admin's page of every masjid). */
  showMasjid?: boolean;
  /** The masjid whose timetable a restore changes (for reloading the Salah tab). */
  restoreCompanyId?: string | null;
  /** What an empty list says; 'No changes recorded yet.' in the admin's language unless given. */
  empty?: string;
}

/** Entries newest first with their before/after; timetable entries can be restored after a confirmation. */
export function HistoryList({
  scope,
  showMasjid = false,
  restoreCompanyId = scope.companyId,
  empty,
}: HistoryListProps) {
  const translator = useAdminTranslator();
  const { t, language } = translator;
  const history = useHistory(scope);
  const restore = useRestoreTimetable(restoreCompanyId ?? null);
  const restoreDeclarations = useRestoreDeclarations(restoreCompanyId ?? '');
  const restorePlaylist = useRestorePlaylist(restoreCompanyId ?? '');
  const [pending, setPending] = useState<HistoryEntry | null>(null);

  async function confirmRestore() {
    const entry = pending;
    setPending(null);
    if (!entry) return;
    try {
      if (isPlaylistEntry(entry)) {
        await restorePlaylist.mutateAsync(entry.id);
        showAlert('success', t('fleet.history.playlistRestored'));
        return;
      }
      if (isDeclarationsEntry(entry)) await restoreDeclarations.mutateAsync(entry.id);
      else await restore.mutateAsync(entry.id);
      showAlert('success', t('fleet.history.restored'));
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }

  if (history.isPending) return <p className={pageStyles.muted}>{t('fleet.history.loading')}</p>;
  if (history.isError)
    return <p className={pageStyles.muted}>{t('fleet.history.loadFailed', { error: errorMessage(history.error) })}</p>;
  const entries = history.data.pages.flatMap((page) => page.entries);
  return (
    <>
      {entries.length === 0 ? (
        <p className={pageStyles.muted}>{empty ?? t('fleet.history.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} showMasjid={showMasjid} onRestore={setPending} />
          ))}
        </ol>
      )}
      {history.hasNextPage && (
        <div className={styles.actions}>
          <Button
            tone="secondary"
            size="small"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? t('fleet.history.loadingMore') : t('fleet.history.older')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t(
          pending && isPlaylistEntry(pending) ? 'fleet.history.restorePlaylistTitle' : 'fleet.history.restoreTitle',
        )}
        message={
          pending
            ? t(
                pending && isPlaylistEntry(pending)
                  ? 'fleet.history.restorePlaylistMessage'
                  : 'fleet.history.restoreMessage',
                {
                  when: whenText(pending.at, language),
                  who: actorText(pending, translator),
                },
              )
            : ''
        }
        confirmLabel={t('fleet.history.restore')}
        cancelLabel={t('fleet.history.cancel')}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/** The History panel at the foot of an admin tab: what changed there, by whom and when. */
export function HistoryPanel({
  companyId,
  entities,
  title,
}: {
  companyId: string;
  entities: readonly HistoryEntity[];
  title?: string;
}) {
  const { t } = useAdminTranslator();
  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>{title ?? t('fleet.history.title')}</h2>
      <HistoryList scope={{ companyId, entities }} />
    </Card>
  );
}
