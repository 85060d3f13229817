import { memo, useEffect, useMemo, useState } from 'react';
import { IQAMA_PRAYERS, ROUND_TO_STEPS, MAX_MINUTES_AFTER } from '../../../../../core/src/prayer/iqama.js';
import { effectiveOffsets } from '../../../../../core/src/prayer/methods.js';
import { iqamaRulesSchema } from '../../../../../core/src/prayer/prayer.schema.js';
import type { IqamaRules, PrayerConfig, PrayerName } from '../../../../../core/src/prayer/prayer.types.js';
import { toFieldErrors } from '../../../../../core/src/validation/field-errors.js';
import { SelectField } from '../../../components/field.js';
import * as fieldStyles from '../../../components/field.css.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useSavePrayerSettings } from '../api/save-prayer-settings.js';
import { CalculationFields, type CalculationChoices } from './calculation-fields.js';
import * as styles from './salah.css.js';
import { SettingsForm } from './settings-form.js';

const PRAYER_LABELS: Record<PrayerName, string> = { fajr: 'Fajr', dhuhr: 'Zuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' };
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The rules as the inputs hold them (numbers as text), so half-typed values do not jump. */
type RuleDraft = { minutesAfter: string; roundTo: string; frequency: 'daily' | 'weekly'; fixedTime: string };
type RulesDraft = { weekStartsOn: string } & Record<PrayerName, RuleDraft>;

function toDraft(rules: IqamaRules): RulesDraft {
  const draft = { weekStartsOn: String(rules.weekStartsOn) } as RulesDraft;
  for (const prayer of IQAMA_PRAYERS) {
    const rule = rules[prayer];
    draft[prayer] = { minutesAfter: String(rule.minutesAfter), roundTo: String(rule.roundTo), frequency: rule.frequency, fixedTime: rule.fixedTime };
  }
  return draft;
}

function choicesOf(config: PrayerConfig): CalculationChoices {
  return {
    calculationMethod: config.calculationMethod,
    asrJuristicMethod: config.asrJuristicMethod,
    highLatitudeRule: config.highLatitudeRule ?? 'auto',
    offsets: config.prayerOffsetMinutes.map(String),
  };
}

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
  const [choices, setChoices] = useState(() => choicesOf(config));
  const [draft, setDraft] = useState(() => toDraft(config.iqamaRules));
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  useEffect(() => {
    setChoices(choicesOf(config));
    setDraft(toDraft(config.iqamaRules));
  }, [config]);

  const parsedRules = useMemo(() => iqamaRulesSchema.safeParse(draft), [draft]);
  const ruleErrors = parsedRules.success ? {} : toFieldErrors(parsedRules.error);
  const changed =
    JSON.stringify(choices) !== JSON.stringify(choicesOf(config)) || JSON.stringify(draft) !== JSON.stringify(toDraft(config.iqamaRules));

  function setRule(prayer: PrayerName, patch: Partial<RuleDraft>) {
    setDraft((previous) => ({ ...previous, [prayer]: { ...previous[prayer], ...patch } }));
  }

  async function submit() {
    if (!parsedRules.success) return;
    setServerMessages([]);
    try {
      await save.mutateAsync({
        calculationMethod: choices.calculationMethod,
        asrJuristicMethod: choices.asrJuristicMethod,
        highLatitudeRule: choices.highLatitudeRule,
        prayerOffsetMinutes: effectiveOffsets(choices.offsets),
        iqamaRules: parsedRules.data as IqamaRules,
      });
      showAlert('success', 'Prayer settings saved; the times were computed again.');
    } catch (error) {
      if (error instanceof ApiError) setServerMessages(Object.values(error.fieldErrors));
      showAlert('error', errorMessage(error));
    }
  }

  return (
    <SettingsForm
      disabled={disabled}
      changed={changed}
      valid={parsedRules.success}
      saving={save.isPending}
      messages={serverMessages}
      onSave={submit}
      onCancel={() => {
        setChoices(choicesOf(config));
        setDraft(toDraft(config.iqamaRules));
      }}
    >
      <CalculationFields value={choices} onChange={setChoices} />
      <h3 style={{ margin: '24px 0 8px', fontSize: '1rem' }}>Iqama rules</h3>
      <p className={styles.help}>
        Each iqama is the azan plus some minutes, rounded up; a weekly iqama is late enough for every azan of its week. A fixed
        time (24-hour, e.g. 13:30) wins on the days it is not before the azan.
      </p>
      <div style={{ overflowX: 'auto' }}>
        <table className={styles.rulesTable}>
          <thead>
            <tr>
              <th scope="col">Prayer</th>
              <th scope="col">Minutes after azan</th>
              <th scope="col">Round up to</th>
              <th scope="col">Changes</th>
              <th scope="col">Fixed time</th>
            </tr>
          </thead>
          <tbody>
            {IQAMA_PRAYERS.map((prayer) => {
              const rule = draft[prayer];
              const error = (field: string) => ruleErrors[`${prayer}.${field}`];
              return (
                <tr key={prayer}>
                  <th scope="row">{PRAYER_LABELS[prayer]}</th>
                  <td>
                    <input
                      className={fieldStyles.control}
                      inputMode="numeric"
                      aria-label={`${PRAYER_LABELS[prayer]} minutes after azan`}
                      aria-invalid={Boolean(error('minutesAfter')) || undefined}
                      title={error('minutesAfter') ?? `0 to ${MAX_MINUTES_AFTER}`}
                      value={rule.minutesAfter}
                      onChange={(event) => setRule(prayer, { minutesAfter: event.target.value })}
                    />
                    {error('minutesAfter') && <span className={fieldStyles.error}>{error('minutesAfter')}</span>}
                  </td>
                  <td>
                    <select
                      className={fieldStyles.control}
                      aria-label={`${PRAYER_LABELS[prayer]} rounding`}
                      value={rule.roundTo}
                      onChange={(event) => setRule(prayer, { roundTo: event.target.value })}
                    >
                      {ROUND_TO_STEPS.map((step) => (
                        <option key={step} value={step}>
                          {step} min
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select
                      className={fieldStyles.control}
                      aria-label={`${PRAYER_LABELS[prayer]} change frequency`}
                      value={rule.frequency}
                      onChange={(event) => setRule(prayer, { frequency: event.target.value as 'daily' | 'weekly' })}
                    >
                      <option value="daily">Daily</option>
                      <option value="weekly">Weekly</option>
                    </select>
                  </td>
                  <td>
                    <input
                      className={fieldStyles.control}
                      placeholder="none"
                      aria-label={`${PRAYER_LABELS[prayer]} fixed iqama time`}
                      aria-invalid={Boolean(error('fixedTime')) || undefined}
                      value={rule.fixedTime}
                      onChange={(event) => setRule(prayer, { fixedTime: event.target.value })}
                    />
                    {error('fixedTime') && <span className={fieldStyles.error}>{error('fixedTime')}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div style={{ maxWidth: 260, marginTop: 12 }}>
        <SelectField label="Iqama weeks start on" value={draft.weekStartsOn} onChange={(event) => setDraft({ ...draft, weekStartsOn: event.target.value })}>
          {WEEKDAYS.map((day, index) => (
            <option key={day} value={index}>
              {day}
            </option>
          ))}
        </SelectField>
      </div>
    </SettingsForm>
  );
});
