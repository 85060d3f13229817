import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { announcementSchema, CONTENT_LIMITS } from '@core/content/central-control.schema.js';
import type { CentralControl } from '@core/content/central-control.types.js';
import { IMAGE_TYPES, inspectImageDataUrl } from '@core/content/image-data-url.js';
import { Button } from '../../../components/button.js';
import { CheckboxField, TextAreaField, TextField } from '../../../components/field.js';
import * as fieldStyles from '../../../components/field.css.js';
import { localizeProblem } from '../../../components/field-problem.js';
import { adminNumber } from '../../../lib/i18n/admin-number.js';
import { shrinkImage } from '../../../lib/shrink-image.js';
import { useListSection } from '../hooks/use-list-section.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './configuration.css.js';
import { ListEntry } from './list-section.js';
import { SectionFrame } from './section-frame.js';

function announcementToForm(item: Record<string, unknown>) {
  const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');
  return { ...item, startDate: day(item.startDate), endDate: day(item.endDate), image: item.image ?? null };
}

function readAsDataUrl(file: Blob, unreadable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(unreadable));
    reader.readAsDataURL(file);
  });
}

interface Props {
  companyUrl: string;
  content: CentralControl;
}

/** Announcements: the masjid's messages for its screens, with an optional picture and dates. */
export function AnnouncementsSection({ companyUrl, content }: Props) {
  const { t, language } = useAdminTranslator();
  const section = useListSection({
    companyUrl,
    listKey: 'announcements',
    title: t('settings.section.announcements'),
    itemSchema: announcementSchema,
    serverItems: content.announcements as unknown as Array<Record<string, unknown>>,
    toForm: announcementToForm,
  });
  const { control, register, formState, setValue, setError, clearErrors } = section.form;
  const list = useFieldArray({ control, name: 'items' });
  const values = useWatch({ control, name: 'items' });
  const [reading, setReading] = useState(false);

  async function pickImage(index: number, file: File | undefined) {
    if (!file) return;
    const name = `items.${index}.image` as const;
    setReading(true);
    try {
      // A large photo is made smaller here rather than refused (docs/volunteer.md "Pictures").
      const dataUrl = await readAsDataUrl(await shrinkImage(file), t('settings.announcements.unreadable'));
      // core's check, so a picture the server would refuse is refused here first.
      const inspection = inspectImageDataUrl(dataUrl);
      if (!inspection.ok) {
        setError(name, { type: 'client', message: inspection.error });
        return;
      }
      clearErrors(name);
      setValue(name, dataUrl, { shouldDirty: true });
    } catch (error) {
      setError(name, {
        type: 'client',
        message: error instanceof Error ? error.message : t('settings.announcements.unreadable'),
      });
    } finally {
      setReading(false);
    }
  }

  return (
    <SectionFrame
      section={section}
      busy={reading}
      tools={
        <Button
          tone="secondary"
          onClick={() => list.append({ title: '', text: '', image: null, startDate: '', endDate: '', enabled: true })}
        >
          {t('settings.list.announcement.add')}
        </Button>
      }
    >
      <p className={styles.intro}>
        {t('settings.announcements.intro', { kb: adminNumber(language, Math.round(CONTENT_LIMITS.imageBytes / 1024)) })}
      </p>
      {list.fields.length === 0 && <p className={styles.empty}>{t('settings.list.announcement.empty')}</p>}
      <div className={styles.items}>
        {list.fields.map((row, index) => {
          const errors = (formState.errors.items?.[index] ?? {}) as Record<string, { message?: string } | undefined>;
          const image = values?.[index]?.image as string | null | undefined;
          return (
            <ListEntry
              key={row.id}
              id={row.id}
              noun="announcement"
              index={index}
              onRemove={() => list.remove(index)}
              fieldsClassName={styles.datedFields}
            >
              <TextField
                label={t('settings.announcements.title')}
                className={styles.titleField}
                maxLength={CONTENT_LIMITS.shortText}
                error={errors.title?.message}
                {...register(`items.${index}.title`)}
              />
              <TextField
                label={t('settings.announcements.startDate')}
                type="date"
                error={errors.startDate?.message}
                {...register(`items.${index}.startDate`)}
              />
              <TextField
                label={t('settings.field.endDate')}
                type="date"
                error={errors.endDate?.message}
                {...register(`items.${index}.endDate`)}
              />
              <CheckboxField label={t('settings.field.enabled')} {...register(`items.${index}.enabled`)} />
              <TextAreaField
                label={t('settings.field.text')}
                className={styles.full}
                maxLength={CONTENT_LIMITS.announcementText}
                error={errors.text?.message}
                {...register(`items.${index}.text`)}
              />
              <div className={`${fieldStyles.field} ${styles.full}`}>
                <label className={fieldStyles.label} htmlFor={`announcement-image-${row.id}`}>
                  {t('settings.announcements.picture')}
                </label>
                <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
                  {image && (
                    <img
                      src={image}
                      alt={t('settings.announcements.pictureOf', { number: index + 1 })}
                      className={styles.thumbnail}
                    />
                  )}
                  <input
                    id={`announcement-image-${row.id}`}
                    type="file"
                    accept={IMAGE_TYPES.join(',')}
                    aria-invalid={Boolean(errors.image) || undefined}
                    onChange={(event) => {
                      void pickImage(index, event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                  {image && (
                    <Button
                      tone="ghost"
                      size="small"
                      onClick={() => setValue(`items.${index}.image`, null, { shouldDirty: true })}
                    >
                      {t('settings.announcements.removePicture')}
                    </Button>
                  )}
                </div>
                {errors.image?.message && (
                  <span className={fieldStyles.error} role="alert">
                    {localizeProblem(errors.image.message, { t, language })}
                  </span>
                )}
              </div>
            </ListEntry>
          );
        })}
      </div>
    </SectionFrame>
  );
}
