import { useState } from 'react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { CONTENT_LIMITS, expenseSheetSchema } from '../../../../../core/src/content/central-control.schema.js';
import type { CentralControl } from '../../../../../core/src/content/central-control.types.js';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { CheckboxField, TextAreaField, TextField } from '../../../components/field.js';
import { useListSection, type ListForm } from '../hooks/use-list-section.js';
import * as styles from './configuration.css.js';
import { SectionFrame } from './section-frame.js';

/** Rows are kept in the order shown; their order numbers are given by the server from that order. */
function sheetToForm(sheet: Record<string, unknown>) {
  const rows = Array.isArray(sheet.rows) ? (sheet.rows as Array<Record<string, unknown>>) : [];
  return { ...sheet, rows: rows.map((row) => ({ label: row.label ?? '', value: row.value ?? '' })) };
}

type FieldError = { message?: string } | undefined;

interface Props {
  companyUrl: string;
  content: CentralControl;
}

/** Expense Sheets: titled tables of label and value rows, editable and reorderable. */
export function ExpenseSheetsSection({ companyUrl, content }: Props) {
  const section = useListSection({
    companyUrl,
    listKey: 'expenseSheets',
    title: 'Expense Sheets',
    itemSchema: expenseSheetSchema,
    serverItems: content.expenseSheets as unknown as Array<Record<string, unknown>>,
    toForm: sheetToForm,
  });
  const { control, register, formState, getValues } = section.form;
  const sheets = useFieldArray({ control, name: 'items' });
  const [deleting, setDeleting] = useState<number | null>(null);
  const deletingName = deleting === null ? '' : String(getValues(`items.${deleting}.name`) ?? '');

  return (
    <SectionFrame
      section={section}
      tools={
        <Button tone="secondary" onClick={() => sheets.append({ name: '', description: '', enabled: true, rows: [{ label: '', value: '' }] })}>
          Add expense sheet
        </Button>
      }
    >
      <p className={styles.intro}>Tables such as a monthly budget or a project's costs, shown as their own dashboard slide.</p>
      {sheets.fields.length === 0 && <p className={styles.empty}>No expense sheet entries yet.</p>}
      <div className={styles.items}>
        {sheets.fields.map((sheet, index) => {
          const errors = (formState.errors.items?.[index] ?? {}) as Record<string, FieldError>;
          return (
            <div key={sheet.id} role="group" aria-labelledby={`${sheet.id}-title`} className={styles.sheet}>
              <span id={`${sheet.id}-title`} className={styles.legend}>Expense sheet {index + 1}</span>
              <div className={styles.itemFields}>
                <TextField label="Name" className={styles.wide} maxLength={CONTENT_LIMITS.name} error={errors.name?.message} {...register(`items.${index}.name`)} />
                <CheckboxField label="Enabled" {...register(`items.${index}.enabled`)} />
                <TextAreaField
                  label="Description"
                  className={styles.full}
                  maxLength={CONTENT_LIMITS.description}
                  error={errors.description?.message}
                  {...register(`items.${index}.description`)}
                />
              </div>
              <SheetRows control={control} register={register} sheetIndex={index} errors={formState.errors.items?.[index]} />
              <div className={styles.itemActions}>
                <Button tone="danger" size="small" onClick={() => setDeleting(index)}>
                  Delete expense sheet
                </Button>
              </div>
            </div>
          );
        })}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete Expense Sheet ${deleting === null ? '' : deleting + 1}`}
        message={`Are you sure you want to delete expense sheet ${deletingName}.`}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) sheets.remove(deleting);
          setDeleting(null);
        }}
      />
    </SectionFrame>
  );
}

interface SheetRowsProps {
  control: Control<ListForm>;
  register: UseFormRegister<ListForm>;
  sheetIndex: number;
  errors: unknown;
}

function SheetRows({ control, register, sheetIndex, errors }: SheetRowsProps) {
  const rows = useFieldArray({ control, name: `items.${sheetIndex}.rows` as 'items' });
  const rowErrors = ((errors as { rows?: Array<Record<string, FieldError>> } | undefined)?.rows ?? []) as Array<Record<string, FieldError> | undefined>;
  const last = rows.fields.length - 1;
  return (
    <div className={styles.items} role="group" aria-label={`Rows of expense sheet ${sheetIndex + 1}`}>
      {rows.fields.map((row, index) => (
        <div key={row.id} className={styles.sheetRow}>
          <span className={styles.rowNumber}>{index + 1}.</span>
          <div className={styles.sheetRowFields}>
            <TextField
              label={`Row ${index + 1} label`}
              maxLength={CONTENT_LIMITS.shortText}
              error={rowErrors[index]?.label?.message}
              {...register(`items.${sheetIndex}.rows.${index}.label` as 'items')}
            />
            <TextField
              label={`Row ${index + 1} value`}
              maxLength={CONTENT_LIMITS.shortText}
              error={rowErrors[index]?.value?.message}
              {...register(`items.${sheetIndex}.rows.${index}.value` as 'items')}
            />
          </div>
          <div className={styles.sheetRowActions}>
            <Button tone="ghost" size="small" disabled={index === 0} onClick={() => rows.swap(index, index - 1)} aria-label={`Move row ${index + 1} up`}>
              ↑
            </Button>
            <Button tone="ghost" size="small" disabled={index === last} onClick={() => rows.swap(index, index + 1)} aria-label={`Move row ${index + 1} down`}>
              ↓
            </Button>
            <Button tone="ghost" size="small" onClick={() => rows.remove(index)} aria-label={`Remove row ${index + 1}`}>
              ✕
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button tone="secondary" size="small" onClick={() => rows.append({ label: '', value: '' } as never)}>
          Add row
        </Button>
      </div>
    </div>
  );
}
