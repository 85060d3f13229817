import type { ComponentProps } from 'react';
import { PASSWORD_MAX } from '@core/user/user.schema.js';
import { TextField } from '../../../components/field.js';

/** A required password input held to core's maximum length; the caller names it and says which password it is. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'required' | 'maxLength'>) {
  return <TextField type="password" required maxLength={PASSWORD_MAX} {...props} />;
}
