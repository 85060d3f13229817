import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { announcementSchema, CONTENT_LIMITS } from '../../../../../core/src/content/central-control.schema.js';
import type { CentralControl } from '../../../../../core/src/content/central-control.types.js';
import { IMAGE_TYPES, inspectImageDataUrl } from '../../../../../core/src/content/image-data-url.js';
import { Button } from '../../../components/button.js';
import { CheckboxField, TextAreaField, TextField } from '../../../components/field.js';
import * as fieldStyles from '../../../components/field.css.js';
import { useListSection } from '../hooks/use-list-section.js';
import * as styles from './configuration.css.js';
import { ListEntry } from './list-section.js';
import { SectionFrame } from './section-frame.js';

function announcementToForm(item: Record<string, unknown>) {
  const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');
  return { ...item, startDate: day(item.startDate), endDate: day(item.endDate), image: item.image ?? null };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

interface Props {
  companyUrl: string;
  content: CentralControl;
}

/** Announcements: the masjid's messages for its screens, with an optional picture and dates. */
export function AnnouncementsSection({ companyUrl, content }: Props) {
  const section = useListSection({
    companyUrl,
    listKey: 'announcements',
    title: 'Announcements',
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
      const dataUrl = await readAsDataUrl(file);
      // core's check, so a picture the server would refuse is refused here first.
      const inspection = inspectImageDataUrl(dataUrl);
      if (!inspection.ok) {
        setError(name, { type: 'client', message: inspection.error });
        return;
      }
      clearErrors(name);
      setValue(name, dataUrl, { shouldDirty: true });
    } catch (error) {
      setError(name, { type: 'client', message: error instanceof Error ? error.message : 'The file could not be read' });
    } finally {
      setReading(false);
    }
  }

  return (
    <SectionFrame
      section={section}
      busy={reading}
      tools={
        <Button tone="secondary" onClick={() => list.append({ title: '', text: '', image: null, startDate: '', endDate: '', enabled: true })}>
          Add announcement
        </Button>
      }
    >
      <p className={styles.intro}>
        Messages for the prayer-hall screens, shown between the start and end dates (both optional). A picture may be PNG, JPEG or
        WebP up to {Math.round(CONTENT_LIMITS.imageBytes / 1024)} KB.
      </p>
      {list.fields.length === 0 && <p className={styles.empty}>No announcement entries yet.</p>}
      <div className={styles.items}>
        {list.fields.map((row, index) => {
          const errors = (formState.errors.items?.[index] ?? {}) as Record<string, { message?: string } | undefined>;
          const image = values?.[index]?.image as string | null | undefined;
          return (
            <ListEntry key={row.id} id={row.id} noun="Announcement" index={index} onRemove={() => list.remove(index)}>
              <TextField label="Title" className={styles.wide} maxLength={CONTENT_LIMITS.shortText} error={errors.title?.message} {...register(`items.${index}.title`)} />
              <TextField label="Start date" type="date" error={errors.startDate?.message} {...register(`items.${index}.startDate`)} />
              <TextField label="End date" type="date" error={errors.endDate?.message} {...register(`items.${index}.endDate`)} />
              <CheckboxField label="Enabled" {...register(`items.${index}.enabled`)} />
              <TextAreaField
                label="Text"
                className={styles.full}
                maxLength={CONTENT_LIMITS.announcementText}
                error={errors.text?.message}
                {...register(`items.${index}.text`)}
              />
              <div className={`${fieldStyles.field} ${styles.full}`}>
                <label className={fieldStyles.label} htmlFor={`announcement-image-${row.id}`}>
                  Picture (optional)
                </label>
                <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
                  {image && <img src={image} alt={`Picture of announcement ${index + 1}`} className={styles.thumbnail} />}
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
                    <Button tone="ghost" size="small" onClick={() => setValue(`items.${index}.image`, null, { shouldDirty: true })}>
                      Remove picture
                    </Button>
                  )}
                </div>
                {errors.image?.message && (
                  <span className={fieldStyles.error} role="alert">
                    {errors.image.message}
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
