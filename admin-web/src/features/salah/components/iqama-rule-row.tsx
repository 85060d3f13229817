import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { IQAMA_COLUMN, MAX_MINUTES_AFTER, ROUND_TO_STEPS } from '@core/prayer/iqama.js';
import type { PrayerName } from '@core/prayer/prayer.types.js';
import { parseTimeInput } from '@core/time/time-input.js';
import * as fieldStyles from '../../../components/field.css.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { TYPICAL_MINUTES } from '../logic/time-cell.js';
import * as styles from './salah.css.js';
import type { PrayerSettingsValues, RuleDraft } from './settings-values.js';

interface IqamaRuleRowProps {
  prayer: PrayerName;
  /** The prayer's name, shown in the row's heading. */
  name: string;
  /** The rule's name in labels: 'Isha', or 'Isha in Ramadan'. */
  label: string;
  /** Where the rule sits in the form's rules: 'isha' or 'ramadan.isha'. Also how its field errors are keyed. */
  path: `${PrayerName}` | `ramadan.${PrayerName}`;
  errors: Record<string, string>;
  toggle?: ReactNode;
}

/** One prayer's iqama rule in the settings form; a Ramadan row without its own rule shows no inputs. */
export function IqamaRuleRow({ prayer, name, label, path, errors, toggle }: IqamaRuleRowProps) {
  const { t } = useAdminTranslator();
  const { control } = useFormContext<PrayerSettingsValues>();
  const rule = useWatch({ control, name: `rules.${path}` }) as RuleDraft | null;
  return (
    <tr>
      <th scope="row">{name}</th>
      {toggle && <td data-label={t('salah.ownRule')}>{toggle}</td>}
      {rule ? (
        <RuleInputs prayer={prayer} label={label} path={path} errors={errors} />
      ) : (
        <td colSpan={4} className={styles.help}>
          {t('salah.sameAsRestOfYear')}
        </td>
      )}
    </tr>
  );
}

/** The rule's inputs, registered only while the rule exists: registering a field under a null rule would make it an object. */
function RuleInputs({ prayer, label, path, errors }: Omit<IqamaRuleRowProps, 'toggle' | 'name'>) {
  const { t } = useAdminTranslator();
  const { register, getValues, setValue } = useFormContext<PrayerSettingsValues>();
  const name = (field: keyof RuleDraft) => `rules.${path}.${field}` as const;
  const error = (field: string) => errors[`${path}.${field}`];
  const fixedTime = register(name('fixedTime'));
  return (
    <>
      <td data-label={t('salah.minutesAfterAzan')}>
        <input
          className={fieldStyles.control}
          inputMode="numeric"
          aria-label={t('salah.ruleMinutesAfter', { rule: label })}
          aria-invalid={Boolean(error('minutesAfter')) || undefined}
          title={error('minutesAfter') ?? t('salah.zeroTo', { max: MAX_MINUTES_AFTER })}
          {...register(name('minutesAfter'))}
        />
        {error('minutesAfter') && <span className={fieldStyles.error}>{error('minutesAfter')}</span>}
      </td>
      <td data-label={t('salah.roundUpTo')}>
        <select
          className={fieldStyles.control}
          aria-label={t('salah.ruleRounding', { rule: label })}
          {...register(name('roundTo'))}
        >
          {ROUND_TO_STEPS.map((step) => (
            <option key={step} value={step}>
              {t('salah.minutesStep', { step })}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t('salah.changes')}>
        <select
          className={fieldStyles.control}
          aria-label={t('salah.ruleFrequency', { rule: label })}
          {...register(name('frequency'))}
        >
          <option value="daily">{t('salah.daily')}</option>
          <option value="weekly">{t('salah.weekly')}</option>
        </select>
      </td>
      <td data-label={t('salah.fixedTime')}>
        <input
          className={fieldStyles.control}
          placeholder={t('salah.none')}
          aria-label={t('salah.ruleFixedTime', { rule: label })}
          aria-invalid={Boolean(error('fixedTime')) || undefined}
          {...fixedTime}
          // Read like a timetable cell: '1:30' for Zuhr is 13:30 (docs/volunteer.md "Time formats").
          onBlur={(event) => {
            void fixedTime.onBlur(event);
            const typed = getValues(name('fixedTime'));
            const read = typed.trim() === '' ? null : parseTimeInput(typed, TYPICAL_MINUTES[IQAMA_COLUMN[prayer]]);
            if (read?.ok && read.value !== typed) setValue(name('fixedTime'), read.value, { shouldDirty: true });
          }}
        />
        {error('fixedTime') && <span className={fieldStyles.error}>{error('fixedTime')}</span>}
      </td>
    </>
  );
}
