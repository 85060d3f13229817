import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Validates every field after any change, as the schema sees the whole form: a rule that spans fields (both DST
 * dates or neither) then shows its message where it lands, not only under the field last typed in.
 * `onChange` runs first, e.g. to drop the server's messages of the last save.
 */
export function useValidateWholeForm<T extends FieldValues, C, R extends FieldValues>(
  form: UseFormReturn<T, C, R>,
  onChange?: () => void,
) {
  useEffect(() => {
    const subscription = form.watch((_values, { type, name }) => {
      // A reset (no field named, no input event) puts back values that were valid already.
      if (type === undefined && name === undefined) return;
      onChange?.();
      void form.trigger();
    });
    return () => subscription.unsubscribe();
  }, [form, onChange]);
}
