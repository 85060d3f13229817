import { ASR_METHODS, CALCULATION_METHODS, HIGH_LATITUDE_RULES, OFFSET_LIMIT, OFFSET_NAMES } from '../../../../../core/src/prayer/methods.js';
import type { AsrJuristicMethodId, CalculationMethodId, HighLatitudeRuleId } from '../../../../../core/src/prayer/prayer.types.js';
import { SelectField, TextField } from '../../../components/field.js';
import * as styles from './salah.css.js';

export interface CalculationChoices {
  calculationMethod: CalculationMethodId;
  asrJuristicMethod: AsrJuristicMethodId;
  highLatitudeRule: HighLatitudeRuleId;
  /** As typed; core's effectiveOffsets ignores values outside -60..60 (SPEC.md section 5). */
  offsets: string[];
}

interface Props {
  value: CalculationChoices;
  onChange(value: CalculationChoices): void;
  disabled?: boolean;
}

/** The options of one of core's lists of methods and rules. */
function Choices({ list }: { list: ReadonlyArray<{ id: number | string; name: string }> }) {
  return list.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}

/** Method, Asr method, high-latitude rule and the seven offsets, shared by Reset Prayers and the settings. */
export function CalculationFields({ value, onChange, disabled }: Props) {
  const set = (patch: Partial<CalculationChoices>) => onChange({ ...value, ...patch });
  return (
    <>
      <div className={styles.sectionGrid}>
        <SelectField
          label="Calculation method"
          value={String(value.calculationMethod)}
          disabled={disabled}
          onChange={(event) => set({ calculationMethod: Number(event.target.value) as CalculationMethodId })}
          hint={CALCULATION_METHODS.find((method) => method.id === value.calculationMethod)?.detail}
        >
          <Choices list={CALCULATION_METHODS} />
        </SelectField>
        <SelectField
          label="Asr method"
          value={String(value.asrJuristicMethod)}
          disabled={disabled}
          onChange={(event) => set({ asrJuristicMethod: Number(event.target.value) as AsrJuristicMethodId })}
        >
          <Choices list={ASR_METHODS} />
        </SelectField>
        <SelectField
          label="High-latitude rule"
          value={value.highLatitudeRule}
          disabled={disabled}
          hint="How Fajr and Isha are found where twilight lasts all night."
          onChange={(event) => set({ highLatitudeRule: event.target.value as HighLatitudeRuleId })}
        >
          <Choices list={HIGH_LATITUDE_RULES} />
        </SelectField>
      </div>
      <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }} disabled={disabled}>
        <legend style={{ fontWeight: 700, marginBottom: 8 }}>Offsets (minutes)</legend>
        <div className={styles.offsets}>
          {OFFSET_NAMES.map((name, index) => {
            const text = value.offsets[index] ?? '0';
            const number = Number(text);
            const ignored = text.trim() !== '' && (!Number.isFinite(number) || Math.abs(number) > OFFSET_LIMIT);
            return (
              <TextField
                key={name}
                label={name}
                inputMode="numeric"
                value={text}
                error={ignored ? 'Ignored (not -60..60)' : undefined}
                onChange={(event) => {
                  const offsets = value.offsets.slice();
                  offsets[index] = event.target.value;
                  set({ offsets });
                }}
              />
            );
          })}
        </div>
        <p className={styles.help}>Minutes added to each computed time, from -60 to 60; other values are ignored.</p>
      </fieldset>
    </>
  );
}
