import {
  ASR_METHODS,
  CALCULATION_METHODS,
  HIGH_LATITUDE_RULES,
  OFFSET_LIMIT,
  OFFSET_NAMES,
} from '@core/prayer/methods.js';
import type { MethodSummary } from '@core/prayer/method-list.js';
import type { AsrJuristicMethodId, CalculationMethodId, HighLatitudeRuleId } from '@core/prayer/prayer.types.js';
import { SelectField, TextField } from '../../../components/field.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useMethods } from '../api/get-methods.js';
import { countryName, methodDetail, type Translate } from '../logic/salah-words.js';
import * as styles from './salah.css.js';

export interface CalculationChoices {
  calculationMethod: CalculationMethodId;
  /** null: not chosen yet, where the admin is asked (docs/calculation-methods.md "Asr"). */
  asrJuristicMethod: AsrJuristicMethodId | null;
  highLatitudeRule: HighLatitudeRuleId;
  /** As typed; core's effectiveOffsets ignores values outside -60..60 (docs/product-rules.md, "Validation"). */
  offsets: string[];
}

interface Props {
  value: CalculationChoices;
  onChange(value: CalculationChoices): void;
  disabled?: boolean;
  /** The masjid's country (ISO code): its methods come first, and it names the Asr question. */
  country?: string;
}

/** "Name — authority · countries": the method list says who publishes each and where it is used. */
function methodLabel(method: MethodSummary, language: string): string {
  const who = method.authority === method.name ? method.name : `${method.name} — ${method.authority}`;
  const where = [...method.countries, ...method.alsoIn].map((code) => countryName(code, language)).join(', ');
  return where ? `${who} · ${where}` : who;
}

/** Core's table until the server's list (with its notes in the admin's language) arrives. */
const LOCAL_METHODS: MethodSummary[] = CALCULATION_METHODS.map((method) => ({
  id: method.id,
  name: method.name,
  authority: method.authority,
  fajrAngle: method.fajrAngle,
  ishaAngle: method.ishaAngle,
  minutes: method.minutes,
  rounding: method.rounding,
  countries: [...method.countries],
  alsoIn: [...method.alsoIn],
  notes: '',
}));

/** The methods of the masjid's country first (its default and the usual alternatives), then the others. */
function MethodOptions({
  methods,
  country,
  language,
}: {
  methods: MethodSummary[];
  country?: string;
  language: string;
}) {
  const { t } = useAdminTranslator();
  const local = (method: MethodSummary) =>
    !!country && (method.countries.includes(country) || method.alsoIn.includes(country));
  const option = (method: MethodSummary) => (
    <option key={method.id} value={method.id}>
      {methodLabel(method, language)}
    </option>
  );
  const here = methods.filter(local);
  if (here.length === 0) return methods.map(option);
  return (
    <>
      <optgroup label={t('salah.methodsFor', { country: countryName(country!, language) })}>
        {here.map(option)}
      </optgroup>
      <optgroup label={t('salah.methodsOther')}>{methods.filter((method) => !local(method)).map(option)}</optgroup>
    </>
  );
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
export function CalculationFields({ value, onChange, disabled, country }: Props) {
  const set = (patch: Partial<CalculationChoices>) => onChange({ ...value, ...patch });
  const { t, language } = useAdminTranslator();
  const list = useMethods(country);
  const methods = list.data?.methods ?? LOCAL_METHODS;
  const chosen = methods.find((method) => method.id === value.calculationMethod);
  const asking = value.asrJuristicMethod === null;
  return (
    <>
      <div className={styles.sectionGrid}>
        <SelectField
          label={t('salah.calculationMethod')}
          className={styles.methodField}
          value={String(value.calculationMethod)}
          disabled={disabled}
          onChange={(event) => set({ calculationMethod: Number(event.target.value) as CalculationMethodId })}
          hint={
            chosen?.notes ||
            methodDetail(CALCULATION_METHODS.find((method) => method.id === value.calculationMethod)?.detail, t)
          }
        >
          <MethodOptions methods={methods} country={country} language={language} />
        </SelectField>
        <SelectField
          label={t('salah.asrMethod')}
          value={asking ? '' : String(value.asrJuristicMethod)}
          disabled={disabled}
          required={asking}
          hint={asking && country ? t('salah.asrAsk', { country: countryName(country, language) }) : undefined}
          onChange={(event) =>
            set({
              asrJuristicMethod: event.target.value === '' ? null : (Number(event.target.value) as AsrJuristicMethodId),
            })
          }
        >
          {asking ? <option value="">{t('salah.asrChoose')}</option> : null}
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
