import {
  ASR_METHODS,
  CALCULATION_METHODS,
  HIGH_LATITUDE_RULES,
  OFFSET_LIMIT,
  OFFSET_NAMES,
} from '@core/prayer/methods.js';
import type { AsrJuristicMethodId, CalculationMethodId, HighLatitudeRuleId } from '@core/prayer/prayer.types.js';
import { SelectField, TextField } from '../../../components/field.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { methodDetail, type Translate } from '../logic/salah-words.js';
import * as styles from './salah.css.js';

export interface CalculationChoices {
  calculationMethod: CalculationMethodId;
  asrJuristicMethod: AsrJuristicMethodId;
  highLatitudeRule: HighLatitudeRuleId;
  /** As typed; core's effectiveOffsets ignores values outside -60..60 (docs/product-rules.md, "Validation"). */
  offsets: string[];
}

interface Props {
  value: CalculationChoices;
  onChange(value: CalculationChoices): void;
  disabled?: boolean;
}

/** The options of one of core's lists of methods and rules; `name` gives an option's words in the admin's language. */
function Choices<T extends { id: number | string; name: string }>({
  list,
  name = (item) => item.name,
}: {
  list: readonly T[];
  name?: (item: T) => string;
}) {
  return list.map((item) => (
    <option key={item.id} value={item.id}>
      {name(item)}
    </option>
  ));
}

const ASR_KEYS = { 0: 'salah.asr.standard', 1: 'salah.asr.hanafi' } as const;
const OFFSET_KEYS = [
  'salah.offset.fajr',
  'salah.offset.sunrise',
  'salah.offset.dhuhr',
  'salah.offset.asr',
  'salah.offset.sunset',
  'salah.offset.maghrib',
  'salah.offset.isha',
] as const;
const ruleName = (t: Translate) => (rule: (typeof HIGH_LATITUDE_RULES)[number]) => t(`salah.highLatitude.${rule.id}`);

/** Method, Asr method, high-latitude rule and the seven offsets, shared by Reset Prayers and the settings. */
export function CalculationFields({ value, onChange, disabled }: Props) {
  const set = (patch: Partial<CalculationChoices>) => onChange({ ...value, ...patch });
  const { t } = useAdminTranslator();
  return (
    <>
      <div className={styles.sectionGrid}>
        <SelectField
          label={t('salah.calculationMethod')}
          className={styles.methodField}
          value={String(value.calculationMethod)}
          disabled={disabled}
          onChange={(event) => set({ calculationMethod: Number(event.target.value) as CalculationMethodId })}
          hint={methodDetail(CALCULATION_METHODS.find((method) => method.id === value.calculationMethod)?.detail, t)}
        >
          <Choices list={CALCULATION_METHODS} />
        </SelectField>
        <SelectField
          label={t('salah.asrMethod')}
          value={String(value.asrJuristicMethod)}
          disabled={disabled}
          onChange={(event) => set({ asrJuristicMethod: Number(event.target.value) as AsrJuristicMethodId })}
        >
          <Choices list={ASR_METHODS} name={(method) => t(ASR_KEYS[method.id])} />
        </SelectField>
        <SelectField
          label={t('salah.highLatitudeRule')}
          value={value.highLatitudeRule}
          disabled={disabled}
          hint={t('salah.highLatitudeHint')}
          onChange={(event) => set({ highLatitudeRule: event.target.value as HighLatitudeRuleId })}
        >
          <Choices list={HIGH_LATITUDE_RULES} name={ruleName(t)} />
        </SelectField>
      </div>
      <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }} disabled={disabled}>
        <legend style={{ fontWeight: 700, marginBottom: 8 }}>{t('salah.offsets')}</legend>
        <div className={styles.offsets}>
          {OFFSET_NAMES.map((name, index) => {
            const text = value.offsets[index] ?? '0';
            const number = Number(text);
            const ignored = text.trim() !== '' && (!Number.isFinite(number) || Math.abs(number) > OFFSET_LIMIT);
            return (
              <TextField
                key={name}
                label={t(OFFSET_KEYS[index]!)}
                inputMode="numeric"
                value={text}
                error={ignored ? t('salah.offsetIgnored') : undefined}
                onChange={(event) => {
                  const offsets = value.offsets.slice();
                  offsets[index] = event.target.value;
                  set({ offsets });
                }}
              />
            );
          })}
        </div>
        <p className={styles.help}>{t('salah.offsetsHelp')}</p>
      </fieldset>
    </>
  );
}
