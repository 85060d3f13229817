import { IQAMA_PRAYERS } from '@core/prayer/iqama.js';
import type { IqamaRule, IqamaRules, PrayerConfig, PrayerName, SeasonalIqama } from '@core/prayer/prayer.types.js';
import type { CalculationChoices } from './calculation-fields.js';

/** The rules as the inputs hold them (numbers as text), so half-typed values do not jump. */
export type RuleDraft = { minutesAfter: string; roundTo: string; frequency: 'daily' | 'weekly'; fixedTime: string };
/** Ramadan's rules: null where the prayer keeps its usual rule (sent as null, which removes a stored one). */
export type RulesDraft = {
  weekStartsOn: string;
  ramadan: Record<PrayerName, RuleDraft | null>;
  seasonal: SeasonalIqama[];
} & Record<PrayerName, RuleDraft>;

/** The calculation and iqama settings form: the choices as CalculationFields edits them, the rules as drafts. */
export interface PrayerSettingsValues {
  choices: CalculationChoices;
  rules: RulesDraft;
}

const ruleDraft = (rule: IqamaRule): RuleDraft => ({
  minutesAfter: String(rule.minutesAfter),
  roundTo: String(rule.roundTo),
  frequency: rule.frequency,
  fixedTime: rule.fixedTime,
});

function toDraft(rules: IqamaRules): RulesDraft {
  const draft = {
    weekStartsOn: String(rules.weekStartsOn),
    ramadan: {},
    seasonal: (rules.seasonal ?? []).map((entry) => ({ ...entry })),
  } as RulesDraft;
  for (const prayer of IQAMA_PRAYERS) {
    draft[prayer] = ruleDraft(rules[prayer]);
    const ramadan = rules.ramadan?.[prayer];
    draft.ramadan[prayer] = ramadan ? ruleDraft(ramadan) : null;
  }
  return draft;
}

/** The form's values for a saved config: what Cancel puts back and what "changed" compares with. */
export function settingsValuesOf(config: PrayerConfig): PrayerSettingsValues {
  return {
    choices: {
      calculationMethod: config.calculationMethod,
      asrJuristicMethod: config.asrJuristicMethod,
      highLatitudeRule: config.highLatitudeRule ?? 'auto',
      offsets: config.prayerOffsetMinutes.map(String),
    },
    rules: toDraft(config.iqamaRules),
  };
}
