import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { Role } from '@core/auth/roles.js';
import * as fieldStyles from '../../../components/field.css.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { roleLabel } from './roles.js';

interface RolesFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Roles the signed-in user may grant (only a super admin grants SUPER_ADMIN). */
  grantable: readonly Role[];
  disabled?: boolean;
  hint?: string;
}

export function RolesField<T extends FieldValues>({ control, name, grantable, disabled, hint }: RolesFieldProps<T>) {
  const translator = useAdminTranslator();
  const { field, fieldState } = useController({ control, name });
  const roles: string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (role: string, on: boolean) =>
    field.onChange(
      on ? [...roles.filter((existing) => existing !== role), role] : roles.filter((existing) => existing !== role),
    );
  const shown = [...new Set([...grantable, ...roles])];
  return (
    <fieldset className={fieldStyles.field} style={{ border: 0, padding: 0, margin: 0 }} disabled={disabled}>
      <legend className={fieldStyles.label}>{translator.t('people.field.roles')}</legend>
      {shown.map((role) => (
        <label key={role} className={fieldStyles.checkboxRow}>
          <input
            type="checkbox"
            className={fieldStyles.checkbox}
            checked={roles.includes(role)}
            disabled={!grantable.includes(role as Role)}
            onChange={(event) => toggle(role, event.target.checked)}
            onBlur={field.onBlur}
          />
          {roleLabel(translator, role)}
        </label>
      ))}
      {hint && <span className={fieldStyles.hint}>{hint}</span>}
      {fieldState.error && (
        <span className={fieldStyles.error} role="alert">
          {fieldState.error.message}
        </span>
      )}
    </fieldset>
  );
}
