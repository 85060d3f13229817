import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.js';
import { useAdminTranslator } from '../lib/i18n/admin-language.js';
import * as fieldStyles from './field.css.js';

interface ActiveCheckboxProps {
  active: boolean;
  /** Name or email shown in the question and the checkbox's accessible label. */
  name: string;
  disabled?: boolean;
  disabledReason?: string;
  onChange(active: boolean): void;
}

/** The Active checkbox of the lists: a change is asked first (docs/product-rules.md ("States") 'Active toggle'). */
export function ActiveCheckbox({ active, name, disabled, disabledReason, onChange }: ActiveCheckboxProps) {
  const { t } = useAdminTranslator();
  const [asking, setAsking] = useState(false);
  const next = !active;
  return (
    <>
      <input
        type="checkbox"
        className={fieldStyles.checkbox}
        checked={active}
        disabled={disabled}
        title={disabled ? disabledReason : undefined}
        aria-label={t('settings.active.label', { name })}
        onChange={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        title={next ? t('settings.active.confirmActivate') : t('settings.active.confirmDeactivate')}
        message={next ? t('settings.active.enableQuestion', { name }) : t('settings.active.disableQuestion', { name })}
        danger={!next}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onChange(next);
        }}
      />
    </>
  );
}
