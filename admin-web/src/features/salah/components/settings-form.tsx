import type { ReactNode } from 'react';
import { Button } from '../../../components/button.js';
import { FormErrors } from '../../../components/field.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';

interface SettingsFormProps {
  /** While the timetable itself is being edited, the settings wait. */
  disabled: boolean;
  changed: boolean;
  valid: boolean;
  saving: boolean;
  /** The server's messages that belong to no field. */
  messages: readonly string[];
  onSave(): Promise<void>;
  onCancel(): void;
  children: ReactNode;
}

/** A Salah settings section (DST, calculation and iqama rules) with its Cancel and Save, enabled only after a change. */
export function SettingsForm({
  disabled,
  changed,
  valid,
  saving,
  messages,
  onSave,
  onCancel,
  children,
}: SettingsFormProps) {
  const { t } = useAdminTranslator();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {children}
        <FormErrors messages={messages} />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
          <Button tone="secondary" disabled={!changed || saving} onClick={onCancel}>
            {t('salah.cancel')}
          </Button>
          <Button type="submit" disabled={!changed || !valid || saving}>
            {t('salah.save')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
