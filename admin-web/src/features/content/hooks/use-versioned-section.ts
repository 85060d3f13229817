import { useEffect, useRef, useState } from 'react';
import type { z, ZodType } from 'zod';
import { toListFieldErrors } from '@core/content/list-field-errors.js';
import type { FieldErrors } from '@core/validation/field-errors.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useUnsavedWarning } from '../../../lib/use-unsaved-warning.js';
import { useReportDirty } from './section-dirty-context.js';

interface Options<Draft, Body, Record> {
  /** The draft of the server's copy; a new one refreshes an unedited form. */
  initial: Draft;
  /** Core's check of what Save sends (the same schema the server runs). */
  check(draft: Draft): { ok: true; value: Body } | { ok: false; fieldErrors: FieldErrors };
  save(body: Body): Promise<{ target?: Record | null }>;
  /** The save is on its way (the mutation's isPending): Save and Cancel wait. */
  pending: boolean;
  toDraft(record: Record): Draft;
  /** The "Saved …" alert. */
  savedMessage: string;
}

/** The `check` of a section whose whole draft is what Save sends, checked by core's zod schema of it. */
export function checkedBy<Schema extends ZodType>(schema: Schema) {
  type Value = z.output<Schema>;
  return (draft: Value): { ok: true; value: Value } | { ok: false; fieldErrors: FieldErrors } => {
    const parsed = schema.safeParse(draft);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, fieldErrors: toListFieldErrors(parsed.error) };
  };
}

/**
 * A Configuration section saved on its own with the version it read (occasions, adhkar): its draft, its
 * field errors, and the Save and Cancel that SectionFrame shows. A 409 (someone saved first) shows the
 * conflict note; other refusals show their field errors.
 */
export function useVersionedSection<Draft, Body, Record>(options: Options<Draft, Body, Record>) {
  const { initial } = options;
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [conflict, setConflict] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedWarning(dirty);
  useReportDirty(dirty);

  // The server copy the draft was last compared with: a form unedited against it takes the next one.
  const previous = useRef(initial);
  useEffect(() => {
    // A new server copy (after a save, a conflict or a restore from the History) refreshes an unedited form.
    const unedited = JSON.stringify(draft) === JSON.stringify(previous.current);
    previous.current = initial;
    if (!dirty || unedited) setDraft(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  /** Applies an edit and drops the error shown for the edited field (it is checked again on Save). */
  const update = (change: (previous: Draft) => Draft, field?: string) => {
    setDraft((previous) => change(previous));
    if (field)
      setErrors((previous) =>
        Object.fromEntries(
          Object.entries(previous).filter(
            ([key]) => key !== field && !key.startsWith(`${field}[`) && !key.startsWith(`${field}.`),
          ),
        ),
      );
  };

  async function onSave() {
    setMessages([]);
    setConflict(false);
    const parsed = options.check(draft);
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      return;
    }
    setErrors({});
    try {
      const response = await options.save(parsed.value);
      if (response.target) setDraft(options.toDraft(response.target));
      showAlert('success', options.savedMessage);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else if (error instanceof ApiError) setErrors(error.fieldErrors);
      setMessages([errorMessage(error)]);
      showAlert('error', errorMessage(error));
    }
  }

  const section = {
    dirty,
    saving: options.pending,
    conflict,
    messages,
    onSave: () => void onSave(),
    onCancel: () => {
      setDraft(initial);
      setErrors({});
      setMessages([]);
      setConflict(false);
    },
  };
  return { draft, errors, update, section };
}
