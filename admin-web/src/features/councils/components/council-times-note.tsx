import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useMasjidCouncil } from '../../months/api/month-declarations.js';
import * as styles from './council-page.css.js';

/**
 * Above the Salah tab's table while the masjid follows its council's timetable (docs/jumuah-eid-ramadan.md,
 * "The council's timetable"): the azans shown are the council's, and azan cells typed here wait unused.
 */
export function CouncilTimesNote({ companyId }: { companyId: string }) {
  const { t } = useAdminTranslator();
  const council = useMasjidCouncil(companyId);
  if (!council.data?.followsTimetable) return null;
  return (
    <p className={styles.timesNote} role="note" data-testid="council-times-note">
      {t('salah.councilTimes', { name: council.data.name })}
    </p>
  );
}
