import { Button } from '../../../components/button.js';
import { Dialog, DialogActions } from '../../../components/dialog.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import type { ListedProblem } from '../logic/table-problems.js';
import * as styles from './salah.css.js';

/**
 * The save's question when times are more than 90 minutes from the computed ones (docs/prayer-table.md
 * "What a day must be"): keep them (a masjid's fixed winter times) or go back to the table. Each line
 * names the day and column, in the admin's language, as the server wrote it.
 */
export function FarTimesDialog({
  problems,
  saving,
  onKeep,
  onBack,
}: {
  problems: readonly ListedProblem[] | null;
  saving: boolean;
  onKeep(): void;
  onBack(): void;
}) {
  const { t } = useAdminTranslator();
  return (
    <Dialog open={problems !== null} onOpenChange={(open) => !open && onBack()} title={t('salah.farTitle')} wide>
      <p>{t('salah.farIntro')}</p>
      <ul className={styles.problemList} aria-label={t('salah.cellsToCorrect')} data-testid="far-times">
        {(problems ?? []).map((problem) => (
          <li key={problem.key}>{problem.text}</li>
        ))}
      </ul>
      <DialogActions>
        <Button onClick={onKeep} disabled={saving}>
          {t('salah.keepFarTimes')}
        </Button>
        <Button tone="secondary" onClick={onBack}>
          {t('salah.backToTable')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
