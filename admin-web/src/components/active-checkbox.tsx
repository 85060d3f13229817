import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.js';
import * as fieldStyles from './field.css.js';

interface ActiveCheckboxProps {
  active: boolean;
  /** Name or email shown in the question and the checkbox's accessible label. */
  name: string;
  disabled?: boolean;
  disabledReason?: string;
  onChange(active: boolean): void;
}

/** The Active checkbox of the lists: a change is asked first (SPEC.md section 4 'Active toggle'). */
export function ActiveCheckbox({ active, name, disabled, disabledReason, onChange }: ActiveCheckboxProps) {
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
        aria-label={`Active: ${name}`}
        onChange={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        title={next ? 'Confirm Activate' : 'Confirm Deactivate'}
        message={`Are you sure, you want to ${next ? 'enable' : 'disable'} ${name}.`}
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
