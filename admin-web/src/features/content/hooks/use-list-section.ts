import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { z, type ZodType } from 'zod';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useSaveContent, type ContentPatch } from '../api/save-content.js';
import { splitServerErrors } from './server-errors.js';
import { useReportDirty } from './section-dirty-context.js';
import { useUnsavedWarning } from '../../../lib/use-unsaved-warning.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';

export type ListKey = keyof Pick<
  ContentPatch,
  'funds' | 'expenses' | 'expenseSheets' | 'jummahs' | 'announcements' | 'reminders' | 'customConfigurations'
>;

export interface ListForm extends FieldValues {
  items: Array<Record<string, unknown>>;
}

/**
 * One Configuration section: a form over one content list, validated with core's schema.
 * It is "edited" after any change (Save and Cancel enabled) and unedited again after save or cancel
 * (docs/product-rules.md, "States"). Unedited sections follow the server's copy when it changes.
 */
export function useListSection(options: {
  companyUrl: string;
  listKey: ListKey;
  title: string;
  itemSchema: ZodType;
  serverItems: ReadonlyArray<Record<string, unknown>>;
  /** Server value to form value (dates to 'YYYY-MM-DD', nulls to '', etc.). */
  toForm?: (item: Record<string, unknown>) => Record<string, unknown>;
}) {
  const { companyUrl, listKey, title, itemSchema, serverItems, toForm } = options;
  const { t } = useAdminTranslator();
  const save = useSaveContent(companyUrl);
  const [messages, setMessages] = useState<string[]>([]);
  const [conflict, setConflict] = useState(false);
  const schema = useMemo(() => z.object({ items: z.array(itemSchema) }), [itemSchema]);
  const formItems = useMemo(
    () => serverItems.map((item) => (toForm ? toForm(item) : { ...item })),
    [serverItems, toForm],
  );
  const form = useForm<ListForm>({ resolver: zodResolver(schema) as never, defaultValues: { items: formItems } });
  const dirty = form.formState.isDirty;
  useUnsavedWarning(dirty);
  useReportDirty(dirty);

  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ items: formItems });
    // Only a new server copy should refresh the form; being dirty or not is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formItems]);

  const onSave = form.handleSubmit(async (values) => {
    setMessages([]);
    setConflict(false);
    try {
      const response = await save.mutateAsync({ [listKey]: values.items } as ContentPatch);
      showAlert('success', t('settings.saved', { section: title }));
      // What the server stored (with its ids) becomes the section's new unedited state.
      const saved = (response.target?.[listKey] as Array<Record<string, unknown>> | undefined) ?? values.items;
      form.reset({ items: saved.map((item) => (toForm ? toForm(item) : { ...item })) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(true);
        showAlert('error', error.message);
        return;
      }
      const { fields, others } = splitServerErrors(error instanceof ApiError ? error.fieldErrors : undefined, listKey);
      for (const [name, message] of fields) form.setError(name as Path<ListForm>, { type: 'server', message });
      setMessages(others.length || fields.length ? others : [errorMessage(error)]);
      showAlert('error', errorMessage(error));
    }
  });

  function onCancel() {
    setMessages([]);
    setConflict(false);
    form.reset({ items: formItems });
  }

  return { form, dirty, saving: save.isPending, onSave, onCancel, messages, conflict };
}
