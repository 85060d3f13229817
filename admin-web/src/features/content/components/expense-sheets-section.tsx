import { useState } from 'react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { CONTENT_LIMITS, expenseSheetSchema } from '@core/content/central-control.schema.js';
import type { CentralControl } from '@core/content/central-control.types.js';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { CheckboxField, TextAreaField, TextField } from '../../../components/field.js';
import { useListSection, type ListForm } from '../hooks/use-list-section.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
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
  const { t } = useAdminTranslator();
  const section = useListSection({
    companyUrl,
    listKey: 'expenseSheets',
    title: t('settings.section.expenseSheets'),
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
        <Button
          tone="secondary"
          onClick={() => sheets.append({ name: '', description: '', enabled: true, rows: [{ label: '', value: '' }] })}
        >
          {t('settings.sheets.add')}
        </Button>
      }
    >
      <p className={styles.intro}>{t('settings.sheets.intro')}</p>
      {sheets.fields.length === 0 && <p className={styles.empty}>{t('settings.sheets.empty')}</p>}
      <div className={styles.items}>
        {sheets.fields.map((sheet, index) => {
          const errors = (formState.errors.items?.[index] ?? {}) as Record<string, FieldError>;
          return (
            <div key={sheet.id} role="group" aria-labelledby={`${sheet.id}-title`} className={styles.sheet}>
              <span id={`${sheet.id}-title`} className={styles.legend}>
                {t('settings.sheets.entry', { number: index + 1 })}
              </span>
              <div className={styles.itemFields}>
                <TextField
                  label={t('settings.field.name')}
                  className={styles.wide}
                  maxLength={CONTENT_LIMITS.name}
                  error={errors.name?.message}
                  {...register(`items.${index}.name`)}
                />
                <CheckboxField label={t('settings.field.enabled')} {...register(`items.${index}.enabled`)} />
                <TextAreaField
                  label={t('settings.sheets.description')}
                  className={styles.full}
                  maxLength={CONTENT_LIMITS.description}
                  error={errors.description?.message}
                  {...register(`items.${index}.description`)}
                />
              </div>
              <SheetRows
                control={control}
                register={register}
                sheetIndex={index}
                errors={formState.errors.items?.[index]}
              />
              <div className={styles.itemActions}>
                <Button tone="danger" size="small" onClick={() => setDeleting(index)}>
                  {t('settings.sheets.delete')}
                </Button>
              </div>
            </div>
          );
        })}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting === null ? '' : t('settings.sheets.deleteTitle', { number: deleting + 1 })}
        message={t('settings.sheets.deleteQuestion', { name: deletingName })}
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
  const { t } = useAdminTranslator();
  const rows = useFieldArray({ control, name: `items.${sheetIndex}.rows` as 'items' });
  const rowErrors = ((errors as { rows?: Array<Record<string, FieldError>> } | undefined)?.rows ?? []) as Array<
    Record<string, FieldError> | undefined
  >;
  const last = rows.fields.length - 1;
  return (
    <div className={styles.items} role="group" aria-label={t('settings.sheets.rows', { number: sheetIndex + 1 })}>
      {rows.fields.map((row, index) => (
        <div key={row.id} className={styles.sheetRow}>
          <span className={styles.rowNumber}>{index + 1}.</span>
          <div className={styles.sheetRowFields}>
            <TextField
              label={t('settings.sheets.rowLabel', { number: index + 1 })}
              maxLength={CONTENT_LIMITS.shortText}
              error={rowErrors[index]?.label?.message}
              {...register(`items.${sheetIndex}.rows.${index}.label` as 'items')}
            />
            <TextField
              label={t('settings.sheets.rowValue', { number: index + 1 })}
              maxLength={CONTENT_LIMITS.shortText}
              error={rowErrors[index]?.value?.message}
              {...register(`items.${sheetIndex}.rows.${index}.value` as 'items')}
            />
          </div>
          <div className={styles.sheetRowActions}>
            <Button
              tone="ghost"
              size="small"
              disabled={index === 0}
              onClick={() => rows.swap(index, index - 1)}
              aria-label={t('settings.sheets.rowUp', { number: index + 1 })}
            >
              ↑
            </Button>
            <Button
              tone="ghost"
              size="small"
              disabled={index === last}
              onClick={() => rows.swap(index, index + 1)}
              aria-label={t('settings.sheets.rowDown', { number: index + 1 })}
            >
              ↓
            </Button>
            <Button
              tone="ghost"
              size="small"
              onClick={() => rows.remove(index)}
              aria-label={t('settings.sheets.rowRemove', { number: index + 1 })}
            >
              ✕
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button tone="secondary" size="small" onClick={() => rows.append({ label: '', value: '' } as never)}>
          {t('settings.sheets.addRow')}
        </Button>
      </div>
    </div>
  );
}
