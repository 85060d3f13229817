import { memo, useEffect, useMemo, useState } from 'react';
import { dstSchema } from '../../../../../core/src/prayer/prayer.schema.js';
import type { Dst } from '../../../../../core/src/prayer/prayer.types.js';
import { toFieldErrors } from '../../../../../core/src/validation/field-errors.js';
import { CheckboxField, TextField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useSaveDst } from '../api/save-dst.js';
import * as styles from './salah.css.js';
import { SettingsForm } from './settings-form.js';

interface Props {
  companyId: string;
  dst: Dst;
  disabled: boolean;
}

/**
 * DST Settings (SPEC.md section 5): automatic follows the time zone's own rules; manual dates are MM/DD,
 * both or neither. Save is enabled only when something changed and core's dstSchema accepts it.
 */
export const DstSection = memo(function DstSection({ companyId, dst, disabled }: Props) {
  const save = useSaveDst(companyId);
  const [value, setValue] = useState<Dst>(dst);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  useEffect(() => setValue(dst), [dst]);

  const parsed = useMemo(() => dstSchema.safeParse(value), [value]);
  const errors = parsed.success ? {} : toFieldErrors(parsed.error);
  const changed = JSON.stringify(value) !== JSON.stringify(dst);
  const set = (patch: Partial<Dst>) => {
    setServerErrors({});
    setValue((previous) => ({ ...previous, ...patch }));
  };

  async function submit() {
    if (!parsed.success) return;
    try {
      const response = await save.mutateAsync(parsed.data);
      showAlert('success', response.message ?? 'DST settings saved');
    } catch (error) {
      if (error instanceof ApiError) {
        setServerErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([key, message]) => [key.replace(/^dst\./, ''), message])));
      }
      showAlert('error', errorMessage(error));
    }
  }

  const fieldError = (name: string) => serverErrors[name] ?? (changed ? errors[name] : undefined);
  const others = Object.entries(serverErrors)
    .filter(([key]) => !['enable', 'automaticCalculate', 'beginMonthDate', 'endMonthDate'].includes(key))
    .map(([, message]) => message);

  return (
    <SettingsForm
      disabled={disabled}
      changed={changed}
      valid={parsed.success}
      saving={save.isPending}
      messages={others}
      onSave={submit}
      onCancel={() => setValue(dst)}
    >
      <div className={styles.sectionGrid}>
        <CheckboxField label="Daylight saving time applies" checked={value.enable} onChange={(event) => set({ enable: event.target.checked })} />
        <CheckboxField
          label="Automatic Calculate"
          hint="Follows the time zone's own rules (in the US: from 2:00 a.m. on the second Sunday of March to 2:00 a.m. on the first Sunday of November)."
          checked={value.automaticCalculate}
          disabled={!value.enable}
          onChange={(event) => set({ automaticCalculate: event.target.checked })}
        />
        {value.enable && !value.automaticCalculate && (
          <>
            <TextField
              label="Begins (MM/DD)"
              placeholder="03/08"
              inputMode="numeric"
              value={value.beginMonthDate}
              error={fieldError('beginMonthDate')}
              onChange={(event) => set({ beginMonthDate: event.target.value })}
            />
            <TextField
              label="Ends (MM/DD)"
              placeholder="11/01"
              inputMode="numeric"
              value={value.endMonthDate}
              error={fieldError('endMonthDate')}
              onChange={(event) => set({ endMonthDate: event.target.value })}
            />
          </>
        )}
      </div>
    </SettingsForm>
  );
});
