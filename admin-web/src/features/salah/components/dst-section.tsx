import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { dstSchema } from '@core/prayer/prayer.schema.js';
import type { Dst } from '@core/prayer/prayer.types.js';
import { CheckboxField, TextField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { translateMessage } from '../logic/salah-words.js';
import { useSaveDst } from '../api/save-dst.js';
import { useValidateWholeForm } from '../hooks/use-validate-whole-form.js';
import * as styles from './salah.css.js';
import { SettingsForm } from './settings-form.js';

interface Props {
  companyId: string;
  dst: Dst;
  disabled: boolean;
}

const DST_FIELDS = ['enable', 'automaticCalculate', 'beginMonthDate', 'endMonthDate'] as const;

/**
 * DST Settings (docs/product-rules.md, "Validation"): automatic follows the time zone's own rules; manual dates are MM/DD,
 * both or neither. Save is enabled only when something changed and core's dstSchema accepts it.
 */
export const DstSection = memo(function DstSection({ companyId, dst, disabled }: Props) {
  const save = useSaveDst(companyId);
  const { t } = useAdminTranslator();
  const form = useForm<z.input<typeof dstSchema>, unknown, Dst>({
    resolver: zodResolver(dstSchema),
    mode: 'onChange',
    defaultValues: dst,
  });
  const { errors, isDirty, isValid } = form.formState;
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [enable, automaticCalculate] = useWatch({ control: form.control, name: ['enable', 'automaticCalculate'] });
  useValidateWholeForm(
    form,
    useCallback(() => setServerMessages([]), []),
  );
  useEffect(() => form.reset(dst), [dst, form]);

  const submit = form.handleSubmit(async (value) => {
    try {
      const response = await save.mutateAsync(value);
      showAlert('success', response.message ?? t('salah.dstSaved'));
    } catch (error) {
      if (error instanceof ApiError) {
        const others: string[] = [];
        for (const [key, message] of Object.entries(error.fieldErrors)) {
          const name = key.replace(/^dst\./, '');
          if ((DST_FIELDS as readonly string[]).includes(name))
            form.setError(name as (typeof DST_FIELDS)[number], { type: 'server', message });
          else others.push(message);
        }
        setServerMessages(others);
      }
      showAlert('error', errorMessage(error));
    }
  });

  return (
    <SettingsForm
      disabled={disabled}
      changed={isDirty}
      valid={isValid}
      saving={save.isPending}
      messages={serverMessages}
      onSave={submit}
      onCancel={() => form.reset(dst)}
    >
      <div className={styles.sectionGrid}>
        <CheckboxField label={t('salah.dstApplies')} {...form.register('enable')} />
        <CheckboxField
          label={t('salah.dstAutomatic')}
          hint={t('salah.dstAutomaticHint')}
          {...form.register('automaticCalculate')}
          disabled={!enable}
        />
        {enable && !automaticCalculate && (
          <>
            <TextField
              label={t('salah.dstBegins')}
              placeholder="03/08"
              inputMode="numeric"
              error={translateMessage(errors.beginMonthDate?.message, t)}
              {...form.register('beginMonthDate')}
            />
            <TextField
              label={t('salah.dstEnds')}
              placeholder="11/01"
              inputMode="numeric"
              error={translateMessage(errors.endMonthDate?.message, t)}
              {...form.register('endMonthDate')}
            />
            {/* docs/volunteer.md "Manual DST dates": the change moves to another weekday date every year. */}
            <p className={styles.warning} role="note" data-testid="manual-dst-warning">
              {t('salah.dstManualWarning')}
            </p>
          </>
        )}
      </div>
    </SettingsForm>
  );
});
