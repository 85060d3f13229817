import type { PrayerConfig } from '@core/prayer/prayer.types.js';
import { Accordion, AccordionSection } from '../../../components/accordion.js';
import { DstSection } from './dst-section.js';
import { PrayerSettingsSection } from './prayer-settings-section.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './salah.css.js';

interface SettingsAccordionProps {
  companyId: string;
  saved: PrayerConfig;
  /** While the timetable itself is being edited, the settings wait. */
  disabled: boolean;
}

/** The saved table's location, zone and year, its calculation and iqama rules, and its DST settings. */
export function SettingsAccordion({ companyId, saved, disabled }: SettingsAccordionProps) {
  const { t } = useAdminTranslator();
  return (
    <Accordion>
      <AccordionSection value="settings" title={t('salah.settingsTitle')}>
        <dl className={styles.summary}>
          <div>
            <dt className={styles.status}>{t('salah.location')}</dt>
            <dd style={{ margin: 0 }}>{saved.location || '-'}</dd>
          </div>
          <div>
            <dt className={styles.status}>{t('salah.timeZone')}</dt>
            <dd style={{ margin: 0 }}>{saved.geoCode?.timezoneId ?? '-'}</dd>
          </div>
          <div>
            <dt className={styles.status}>{t('salah.yearShown')}</dt>
            <dd style={{ margin: 0 }}>{saved.year ?? saved.prayers[0]?.date.slice(0, 4) ?? '-'}</dd>
          </div>
        </dl>
        <div style={{ marginTop: 16 }}>
          <PrayerSettingsSection companyId={companyId} config={saved} disabled={disabled} />
        </div>
      </AccordionSection>
      <AccordionSection value="dst" title={t('salah.dstTitle')}>
        <DstSection companyId={companyId} dst={saved.dst} disabled={disabled} />
      </AccordionSection>
    </Accordion>
  );
}
