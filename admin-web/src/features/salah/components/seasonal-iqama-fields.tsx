import { useFieldArray, useFormContext } from 'react-hook-form';
import { IQAMA_COLUMN, IQAMA_PRAYERS } from '@core/prayer/iqama.js';
import { MAX_SEASONAL } from '@core/prayer/seasonal-iqama.js';
import { parseTimeInput } from '@core/time/time-input.js';
import { Button } from '../../../components/button.js';
import * as fieldStyles from '../../../components/field.css.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { PRAYER_KEYS } from '../logic/salah-words.js';
import { TYPICAL_MINUTES } from '../logic/time-cell.js';
import * as styles from './salah.css.js';
import type { PrayerSettingsValues } from './settings-values.js';

interface Props {
  /** Field errors of the rules, keyed like 'seasonal.1.from'. */
  errors: Record<string, string>;
}

/** The Salah settings' list of seasonal iqamas (docs/prayer-table.md "Seasonal iqama"), the rows of the form's `rules.seasonal`. */
export function SeasonalIqamaFields({ errors }: Props) {
  const { control, register, getValues, setValue } = useFormContext<PrayerSettingsValues>();
  const rows = useFieldArray({ control, name: 'rules.seasonal' });
  const { t } = useAdminTranslator();
  return (
    <>
      <h3 style={{ margin: '24px 0 8px', fontSize: '1rem' }}>{t('salah.seasonal')}</h3>
      <p className={styles.help}>{t('salah.seasonalHelp')}</p>
      {rows.fields.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <table className={styles.rulesTable} data-testid="seasonal-iqama">
            <thead>
              <tr>
                <th scope="col">{t('salah.prayer')}</th>
                <th scope="col">{t('salah.fromMonthDay')}</th>
                <th scope="col">{t('salah.toMonthDay')}</th>
                <th scope="col">{t('salah.iqama')}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t('salah.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.fields.map((row, index) => {
                const label = t('salah.seasonalRow', { number: index + 1 });
                const error = (field: string) => errors[`seasonal.${index}.${field}`];
                const input = (field: 'from' | 'to' | 'time', name: string, placeholder: string) => {
                  const registered = register(`rules.seasonal.${index}.${field}`);
                  return (
                    <td>
                      <input
                        className={fieldStyles.control}
                        aria-label={name}
                        aria-invalid={Boolean(error(field)) || undefined}
                        placeholder={placeholder}
                        {...registered}
                        onBlur={(event) => {
                          void registered.onBlur(event);
                          const { time, prayer } = getValues(`rules.seasonal.${index}`);
                          if (field !== 'time' || time.trim() === '') return;
                          // Read like a timetable cell: '8:00' for Isha is 20:00 (docs/volunteer.md "Time formats").
                          const read = parseTimeInput(time, TYPICAL_MINUTES[IQAMA_COLUMN[prayer]]);
                          if (read.ok && read.value !== time)
                            setValue(`rules.seasonal.${index}.time`, read.value, { shouldDirty: true });
                        }}
                      />
                      {error(field) && <span className={fieldStyles.error}>{error(field)}</span>}
                    </td>
                  );
                };
                return (
                  <tr key={row.id}>
                    <td>
                      <select
                        className={fieldStyles.control}
                        aria-label={t('salah.seasonalPrayer', { row: label })}
                        {...register(`rules.seasonal.${index}.prayer`)}
                      >
                        {IQAMA_PRAYERS.map((prayer) => (
                          <option key={prayer} value={prayer}>
                            {t(PRAYER_KEYS[prayer])}
                          </option>
                        ))}
                      </select>
                    </td>
                    {input('from', t('salah.seasonalFrom', { row: label }), '06-01')}
                    {input('to', t('salah.seasonalTo', { row: label }), '08-31')}
                    {input('time', t('salah.seasonalTime', { row: label }), '8:00 pm')}
                    <td>
                      <Button
                        tone="ghost"
                        size="small"
                        aria-label={t('salah.removeSeasonal', { number: index + 1 })}
                        onClick={() => rows.remove(index)}
                      >
                        {t('salah.remove')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div style={{ marginTop: 8 }}>
        <Button
          tone="secondary"
          size="small"
          disabled={rows.fields.length >= MAX_SEASONAL}
          onClick={() => rows.append({ prayer: 'isha', from: '', to: '', time: '' }, { shouldFocus: false })}
        >
          {t('salah.addSeasonal')}
        </Button>
      </div>
    </>
  );
}
