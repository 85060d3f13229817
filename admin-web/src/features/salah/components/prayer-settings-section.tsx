import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { FormProvider, useController, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { IQAMA_PRAYERS } from '@core/prayer/iqama.js';
import { effectiveOffsets } from '@core/prayer/methods.js';
import { iqamaRulesSchema } from '@core/prayer/prayer.schema.js';
import type { IqamaRules, PrayerConfig, PrayerName } from '@core/prayer/prayer.types.js';
import { SelectField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useSavePrayerSettings } from '../api/save-prayer-settings.js';
import { useValidateWholeForm } from '../hooks/use-validate-whole-form.js';
import { formErrorMessages } from '../logic/form-error-messages.js';
import { PRAYER_KEYS, salahDates, translateMessage } from '../logic/salah-words.js';
import { CalculationFields, type CalculationChoices } from './calculation-fields.js';
import { IqamaRuleRow } from './iqama-rule-row.js';
import * as styles from './salah.css.js';
import { SeasonalIqamaFields } from './seasonal-iqama-fields.js';
import { SettingsForm } from './settings-form.js';
import { settingsValuesOf, type PrayerSettingsValues } from './settings-values.js';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** The choices pass as typed (core's effectiveOffsets reads the offsets); the rules go through core's schema. */
const settingsSchema = z.object({ choices: z.custom<CalculationChoices>(), rules: iqamaRulesSchema });

interface Props {
  companyId: string;
  config: PrayerConfig;
  disabled: boolean;
}

/**
 * Calculation settings and iqama rules of an existing timetable. Saving recomputes the times and keeps
 * the cells typed by hand (unlike Reset Prayers).
 */
export const PrayerSettingsSection = memo(function PrayerSettingsSection({ companyId, config, disabled }: Props) {
  const save = useSavePrayerSettings(companyId);
  const { t, language } = useAdminTranslator();
  const prayerName = (prayer: PrayerName) => t(PRAYER_KEYS[prayer]);
  const saved = useMemo(() => settingsValuesOf(config), [config]);
  const form = useForm<PrayerSettingsValues, unknown, z.output<typeof settingsSchema>>({
    resolver: zodResolver(settingsSchema) as never,
    mode: 'onChange',
    defaultValues: saved,
  });
  const { isDirty, isValid } = form.formState;
  const ruleErrors = Object.fromEntries(
    Object.entries(formErrorMessages(form.formState.errors, 'rules')).map(([key, message]) => [
      key,
      translateMessage(message, t)!,
    ]),
  );
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const choices = useController({ control: form.control, name: 'choices' });
  const ramadan = useWatch({ control: form.control, name: 'rules.ramadan' });
  useValidateWholeForm(form);
  useEffect(() => form.reset(saved), [saved, form]);

  const submit = form.handleSubmit(async ({ choices: chosen, rules }) => {
    setServerMessages([]);
    try {
      await save.mutateAsync({
        calculationMethod: chosen.calculationMethod,
        asrJuristicMethod: chosen.asrJuristicMethod ?? undefined,
        highLatitudeRule: chosen.highLatitudeRule,
        prayerOffsetMinutes: effectiveOffsets(chosen.offsets),
        iqamaRules: rules as IqamaRules,
      });
      showAlert('success', t('salah.settingsSaved'));
    } catch (error) {
      if (error instanceof ApiError) setServerMessages(Object.values(error.fieldErrors));
      showAlert('error', errorMessage(error));
    }
  });

  /** Ramadan's own rule starts from the usual one; unticked, the usual rule applies (sent as null). */
  const toggleRamadan = useCallback(
    (prayer: PrayerName, own: boolean) =>
      form.setValue(`rules.ramadan.${prayer}`, own ? { ...form.getValues(`rules.${prayer}`) } : null, {
        shouldDirty: true,
      }),
    [form],
  );

  return (
    <FormProvider {...form}>
      <SettingsForm
        disabled={disabled}
        changed={isDirty}
        valid={isValid}
        saving={save.isPending}
        messages={serverMessages}
        onSave={submit}
        onCancel={() => form.reset(saved)}
      >
        <CalculationFields value={choices.field.value} onChange={choices.field.onChange} />
        <h3 style={{ margin: '24px 0 8px', fontSize: '1rem' }}>{t('salah.iqamaRules')}</h3>
        <p className={styles.help}>{t('salah.iqamaRulesHelp')}</p>
        <div className={styles.rulesWrap}>
          <table className={styles.rulesTable}>
            <thead>
              <tr>
                <th scope="col">{t('salah.prayer')}</th>
                <th scope="col">{t('salah.minutesAfterAzan')}</th>
                <th scope="col">{t('salah.roundUpTo')}</th>
                <th scope="col">{t('salah.changes')}</th>
                <th scope="col">{t('salah.fixedTime')}</th>
              </tr>
            </thead>
            <tbody>
              {IQAMA_PRAYERS.map((prayer) => (
                <IqamaRuleRow
                  key={prayer}
                  prayer={prayer}
                  name={prayerName(prayer)}
                  label={prayerName(prayer)}
                  path={prayer}
                  errors={ruleErrors}
                />
              ))}
            </tbody>
          </table>
        </div>
        <h3 style={{ margin: '24px 0 8px', fontSize: '1rem' }}>{t('salah.ramadanRules')}</h3>
        <p className={styles.help}>{t('salah.ramadanHelp')}</p>
        <div className={styles.rulesWrap}>
          <table className={styles.rulesTable} data-testid="ramadan-rules">
            <thead>
              <tr>
                <th scope="col">{t('salah.prayer')}</th>
                <th scope="col">{t('salah.ownRule')}</th>
                <th scope="col">{t('salah.minutesAfterAzan')}</th>
                <th scope="col">{t('salah.roundUpTo')}</th>
                <th scope="col">{t('salah.changes')}</th>
                <th scope="col">{t('salah.fixedTime')}</th>
              </tr>
            </thead>
            <tbody>
              {IQAMA_PRAYERS.map((prayer) => (
                <IqamaRuleRow
                  key={prayer}
                  prayer={prayer}
                  name={prayerName(prayer)}
                  label={t('salah.inRamadan', { prayer: prayerName(prayer) })}
                  path={`ramadan.${prayer}`}
                  errors={ruleErrors}
                  toggle={
                    <input
                      type="checkbox"
                      aria-label={t('salah.hasOwnRamadanRule', { prayer: prayerName(prayer) })}
                      checked={ramadan[prayer] !== null}
                      onChange={(event) => toggleRamadan(prayer, event.target.checked)}
                    />
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
        <SeasonalIqamaFields errors={ruleErrors} />
        <div style={{ maxWidth: 260, marginTop: 12 }}>
          <SelectField label={t('salah.weekStartsOn')} {...form.register('rules.weekStartsOn')}>
            {WEEKDAYS.map((day, index) => (
              <option key={day} value={index}>
                {salahDates(language).weekday(day)}
              </option>
            ))}
          </SelectField>
        </div>
      </SettingsForm>
    </FormProvider>
  );
});
