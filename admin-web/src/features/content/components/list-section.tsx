import { useMemo, type ReactNode } from 'react';
import { useFieldArray, useWatch, type Path } from 'react-hook-form';
import { z, type ZodType } from 'zod';
import { parseMoneyText, writesDecimalComma } from '@core/content/money-text.js';
import { Button } from '../../../components/button.js';
import { CheckboxField, TextAreaField, TextField } from '../../../components/field.js';
import { TypedDateField, typingLocale } from '../../../components/typed-date-field.js';
import { useListSection, type ListForm, type ListKey } from '../hooks/use-list-section.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './configuration.css.js';
import { SectionFrame } from './section-frame.js';

export interface FieldSpec {
  name: string;
  label: string;
  /** 'amount': money, read as the admin's language writes it (readingAmounts). */
  kind: 'text' | 'number' | 'amount' | 'date' | 'checkbox' | 'textarea';
  maxLength?: number;
  wide?: boolean;
  hint?: string;
}

/** What one entry is called; each has its own texts (settings.list.<noun>.*), as languages inflect the noun. */
export type ListNoun = 'fund' | 'expense' | 'jummah' | 'reminder' | 'announcement';

export interface ListSectionProps {
  companyUrl: string;
  listKey: ListKey;
  title: string;
  /** What one entry is called. */
  noun: ListNoun;
  itemSchema: ZodType;
  serverItems: ReadonlyArray<Record<string, unknown>>;
  fields: readonly FieldSpec[];
  newItem(): Record<string, unknown>;
  toForm?: (item: Record<string, unknown>) => Record<string, unknown>;
  /** The locale amounts are shown and read in (the masjid's way); else the admin's language reads them. */
  amountLocale?: string | undefined;
  /** Extra read-only information beside an entry (a fund's progress). */
  extra?: (item: Record<string, unknown>) => ReactNode;
  intro?: ReactNode;
  /** More buttons beside "Add", given the entries as typed and a way to add some (Jummah's next Fridays). */
  moreTools?: (list: {
    values: ReadonlyArray<Record<string, unknown>>;
    append(items: Array<Record<string, unknown>>): void;
  }) => ReactNode;
}

/**
 * The entry's schema, with its amounts first read as the admin's language writes them: an Indonesian,
 * Turkish or French admin's "1.250" is one thousand two hundred and fifty, an English admin's one and a
 * quarter (docs/volunteer.md "Money"). Text that is no amount is left for the schema to refuse.
 */
export function readingAmounts(itemSchema: ZodType, amounts: readonly string[], decimalComma: boolean): ZodType {
  if (amounts.length === 0) return itemSchema;
  return z.preprocess((item) => {
    if (typeof item !== 'object' || item === null) return item;
    const read: Record<string, unknown> = { ...(item as Record<string, unknown>) };
    for (const name of amounts) {
      const value = read[name];
      if (typeof value !== 'string' || value.trim() === '') continue;
      const amount = parseMoneyText(value, { decimalComma });
      if (Number.isFinite(amount)) read[name] = amount;
    }
    return read;
  }, itemSchema);
}

/** A Configuration section over a flat list (funds, expenses, Jummah, reminders): add, edit, remove. */
export function ListSection(props: ListSectionProps) {
  const {
    companyUrl,
    listKey,
    title,
    noun,
    itemSchema,
    serverItems,
    fields,
    newItem,
    toForm,
    extra,
    intro,
    moreTools,
    amountLocale,
  } = props;
  const { t, language } = useAdminTranslator();
  const amounts = fields.filter((spec) => spec.kind === 'amount').map((spec) => spec.name);
  const amountsKey = amounts.join(',');
  const schema = useMemo(
    () => readingAmounts(itemSchema, amounts, writesDecimalComma(amountLocale ?? typingLocale(language))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names, not the array's identity
    [itemSchema, amountsKey, language, amountLocale],
  );
  const section = useListSection({ companyUrl, listKey, title, itemSchema: schema, serverItems, toForm });
  const { control, register, setValue, formState } = section.form;
  const { fields: rows, append, remove } = useFieldArray({ control, name: 'items' });
  const values = useWatch({ control, name: 'items' });

  return (
    <SectionFrame
      section={section}
      tools={
        <>
          {moreTools?.({
            values: (values ?? []) as ReadonlyArray<Record<string, unknown>>,
            append: (items) => append(items as never),
          })}
          <Button tone="secondary" onClick={() => append(newItem())}>
            {t(`settings.list.${noun}.add`)}
          </Button>
        </>
      }
    >
      {intro && <p className={styles.intro}>{intro}</p>}
      {rows.length === 0 && <p className={styles.empty}>{t(`settings.list.${noun}.empty`)}</p>}
      <div className={styles.items}>
        {rows.map((row, index) => {
          const errors = (formState.errors.items?.[index] ?? {}) as Record<string, { message?: string } | undefined>;
          return (
            <ListEntry key={row.id} id={row.id} noun={noun} index={index} onRemove={() => remove(index)}>
              {fields.map((spec) => {
                const name = `items.${index}.${spec.name}` as Path<ListForm>;
                const error = errors[spec.name]?.message;
                const className = spec.wide ? styles.wide : undefined;
                if (spec.kind === 'checkbox')
                  return (
                    <CheckboxField
                      key={spec.name}
                      label={spec.label}
                      className={className}
                      error={error}
                      {...register(name)}
                    />
                  );
                if (spec.kind === 'textarea') {
                  return (
                    <TextAreaField
                      key={spec.name}
                      label={spec.label}
                      className={styles.full}
                      maxLength={spec.maxLength}
                      hint={spec.hint}
                      error={error}
                      {...register(name)}
                    />
                  );
                }
                if (spec.kind === 'date')
                  return (
                    <TypedDateField
                      key={spec.name}
                      label={spec.label}
                      className={className}
                      hint={spec.hint}
                      error={error}
                      {...register(name)}
                      onRead={(value) => setValue(name, value as never, { shouldDirty: true, shouldValidate: true })}
                    />
                  );
                return (
                  <TextField
                    key={spec.name}
                    label={spec.label}
                    className={className}
                    type="text"
                    inputMode={spec.kind === 'number' || spec.kind === 'amount' ? 'decimal' : undefined}
                    maxLength={spec.maxLength}
                    hint={spec.hint}
                    error={error}
                    {...register(name)}
                  />
                );
              })}
              {extra && values?.[index] && <div className={styles.progress}>{extra(values[index])}</div>}
            </ListEntry>
          );
        })}
      </div>
    </SectionFrame>
  );
}

/** One numbered entry of a list section: its fields and its Remove button. */
export function ListEntry({
  id,
  noun,
  index,
  onRemove,
  children,
  fieldsClassName,
}: {
  id: string;
  noun: ListNoun;
  index: number;
  onRemove(): void;
  children: ReactNode;
  /** Replaces the fields' grid, for entries whose fields need wider columns. */
  fieldsClassName?: string;
}) {
  const { t } = useAdminTranslator();
  return (
    <div role="group" aria-labelledby={`${id}-title`} className={styles.item}>
      <span id={`${id}-title`} className={styles.legend}>
        {t(`settings.list.${noun}.entry`, { number: index + 1 })}
      </span>
      <div className={fieldsClassName ?? styles.itemFields}>{children}</div>
      <div className={styles.itemActions}>
        <Button
          tone="ghost"
          size="small"
          onClick={onRemove}
          aria-label={t(`settings.list.${noun}.remove`, { number: index + 1 })}
        >
          {t('settings.list.removeButton')}
        </Button>
      </div>
    </div>
  );
}
