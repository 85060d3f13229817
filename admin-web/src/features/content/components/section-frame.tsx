import type { ReactNode } from 'react';
import { Button } from '../../../components/button.js';
import { FormErrors } from '../../../components/field.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './configuration.css.js';

/** A section's state and its Save and Cancel, as useListSection gives them. */
interface SectionState {
  dirty: boolean;
  saving: boolean;
  conflict: boolean;
  messages: readonly string[];
  onSave(): void;
  onCancel(): void;
}

interface SectionFrameProps {
  section: SectionState;
  /** The section's own work that holds Save and Cancel as saving does (a picture being read). */
  busy?: boolean;
  /** Add buttons and the like, shown left of Save and Cancel. */
  tools?: ReactNode;
  children: ReactNode;
}

/** A Configuration section's body with its Save and Cancel, enabled only while edited. */
export function SectionFrame({ section, busy = false, tools, children }: SectionFrameProps) {
  const { t } = useAdminTranslator();
  const { dirty, conflict, messages, onSave, onCancel } = section;
  const saving = section.saving || busy;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {children}
      {conflict && (
        <p className={styles.note} role="alert">
          {t('settings.frame.conflict')}
        </p>
      )}
      <FormErrors messages={messages} />
      <div className={styles.bar}>
        <div className={styles.saveActions}>{tools}</div>
        <div className={styles.saveActions}>
          <Button tone="secondary" onClick={onCancel} disabled={!dirty || saving}>
            {t('settings.frame.cancel')}
          </Button>
          <Button type="submit" disabled={!dirty || saving}>
            {t('settings.frame.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
