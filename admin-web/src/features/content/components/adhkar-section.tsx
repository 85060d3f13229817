import { useMemo } from 'react';
import { configurationValue } from '@core/configuration/definitions.js';
import type { CentralControl } from '@core/content/central-control.types.js';
import { adhkarDurations, adhkarEntries, type AdhkarEntry } from '@core/dashboard/adhkar/adhkar-sequence.js';
import {
  ADHKAR_LIMITS,
  parseAdhkar,
  STANDARD_ADHKAR,
  type AdhkarRecord,
  type AdhkarSettings,
  type StandardDhikr,
} from '@core/dashboard/adhkar/adhkar-settings.js';
import { PHASE_SETTINGS_CONFIGURATION, readPhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import type { AdminKey } from '@core/i18n/catalog-types.js';
import { Button } from '../../../components/button.js';
import { CheckboxField, SelectField, TextAreaField } from '../../../components/field.js';
import { PageMessage } from '../../../components/page.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useAdhkar } from '../api/get-adhkar.js';
import { useSaveAdhkar } from '../api/save-adhkar.js';
import { useVersionedSection } from '../hooks/use-versioned-section.js';
import * as styles from './configuration.css.js';
import { errorFor } from './occasions-draft.js';
import { SectionFrame } from './section-frame.js';

const ITEM_KEYS = {
  istighfar: 'settings.adhkar.istighfar',
  salam: 'settings.adhkar.salam',
  tasbih: 'settings.adhkar.tasbih',
  ayatAlKursi: 'settings.adhkar.ayatAlKursi',
} as const satisfies Record<StandardDhikr, AdminKey>;

/** The after-prayer adhkar: loaded and saved on their own (docs/adhkar.md). */
export function AdhkarSection({ content }: { content: CentralControl }) {
  const { t } = useAdminTranslator();
  const adhkar = useAdhkar(content.companyId);
  if (adhkar.isPending) return <PageMessage>{t('settings.common.loading')}</PageMessage>;
  if (adhkar.isError)
    return <PageMessage>{t('settings.adhkar.failed', { message: adhkar.error.message })}</PageMessage>;
  return <AdhkarForm record={adhkar.data} content={content} />;
}

function settingsOf(record: AdhkarRecord): AdhkarSettings {
  const { enabled, items, takbirCount, own } = record;
  return { enabled, items: { ...items }, takbirCount, own: own.map((item) => ({ ...item })) };
}

function AdhkarForm({ record, content }: { record: AdhkarRecord; content: CentralControl }) {
  const { t } = useAdminTranslator();
  const initial = useMemo(() => settingsOf(record), [record]);
  const save = useSaveAdhkar(record.companyId);
  const { draft, errors, update, section } = useVersionedSection({
    initial,
    check: (current: AdhkarSettings) => parseAdhkar({ ...current, version: record.version }),
    save: (body) => save.mutateAsync(body),
    pending: save.isPending,
    toDraft: settingsOf,
    savedMessage: t('settings.saved', { section: t('settings.section.adhkar') }),
  });
  const phases = readPhaseSettings(configurationValue(content.customConfigurations, PHASE_SETTINGS_CONFIGURATION));

  const ownField = (index: number, field: 'text' | 'translation') => {
    const key = `own[${index}].${field}`;
    return {
      value: draft.own[index]![field],
      error: errorFor(errors, key),
      maxLength: field === 'text' ? ADHKAR_LIMITS.text : ADHKAR_LIMITS.translation,
      rows: 2,
      dir: 'auto' as const,
      onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => {
        const value = event.target.value;
        update(
          (previous) => ({
            ...previous,
            own: previous.own.map((item, i) => (i === index ? { ...item, [field]: value } : item)),
          }),
          key,
        );
      },
    };
  };

  return (
    <SectionFrame section={section}>
      <p className={styles.intro}>{t('settings.adhkar.intro')}</p>
      <CheckboxField
        label={t('settings.adhkar.enabled')}
        checked={draft.enabled}
        error={errors.enabled}
        onChange={(event) => update((previous) => ({ ...previous, enabled: event.target.checked }), 'enabled')}
      />
      <fieldset className={styles.fieldset} disabled={!draft.enabled} data-testid="adhkar-items">
        <div className={styles.items}>
          {STANDARD_ADHKAR.map((id) => (
            <CheckboxField
              key={id}
              label={t(ITEM_KEYS[id])}
              checked={draft.items[id]}
              onChange={(event) =>
                update((previous) => ({ ...previous, items: { ...previous.items, [id]: event.target.checked } }))
              }
            />
          ))}
          <SelectField
            label={t('settings.adhkar.takbir')}
            value={String(draft.takbirCount)}
            error={errors.takbirCount}
            disabled={!draft.items.tasbih}
            onChange={(event) =>
              update((previous) => ({ ...previous, takbirCount: event.target.value === '34' ? 34 : 33 }), 'takbirCount')
            }
          >
            <option value="33">{t('settings.adhkar.takbir33')}</option>
            <option value="34">{t('settings.adhkar.takbir34')}</option>
          </SelectField>
        </div>

        <h3 className={styles.legend}>{t('settings.adhkar.own')}</h3>
        <p className={styles.intro}>{t('settings.adhkar.ownIntro', { count: ADHKAR_LIMITS.own })}</p>
        <div className={styles.items} data-testid="adhkar-own-items">
          {draft.own.map((_, index) => (
            <fieldset key={index} className={`${styles.item} ${styles.fieldset}`}>
              <legend className={styles.legend}>{t('settings.adhkar.ownItem', { number: index + 1 })}</legend>
              <div className={styles.itemFields}>
                <TextAreaField label={t('settings.adhkar.ownText')} {...ownField(index, 'text')} />
                <TextAreaField
                  label={t('settings.adhkar.ownTranslation')}
                  hint={t('settings.adhkar.ownTranslationHint')}
                  {...ownField(index, 'translation')}
                />
              </div>
              <div className={styles.itemActions}>
                <Button
                  tone="secondary"
                  size="small"
                  onClick={() =>
                    update((previous) => ({ ...previous, own: previous.own.filter((_, i) => i !== index) }))
                  }
                >
                  {t('settings.adhkar.removeOwn', { number: index + 1 })}
                </Button>
              </div>
            </fieldset>
          ))}
        </div>
        {errors.own && (
          <p className={styles.note} role="alert">
            {errors.own}
          </p>
        )}
        <Button
          tone="secondary"
          disabled={draft.own.length >= ADHKAR_LIMITS.own}
          onClick={() => update((previous) => ({ ...previous, own: [...previous.own, { text: '', translation: '' }] }))}
        >
          {t('settings.adhkar.addOwn')}
        </Button>
      </fieldset>
      <Plan draft={draft} minutes={phases.afterPrayerMinutes} texts={phases.afterPrayerTexts} />
    </SectionFrame>
  );
}

/**
 * What the after-prayer card will show, step by step with its seconds, from the same rule the screen runs
 * (core's adhkarDurations): the form's preview of the sequence, before any save.
 */
function Plan({ draft, minutes, texts }: { draft: AdhkarSettings; minutes: number; texts: readonly string[] }) {
  const { t } = useAdminTranslator();
  const entries = adhkarEntries(draft, true, texts);
  const durations = adhkarDurations(entries, minutes * 60_000);
  const name = (entry: AdhkarEntry) => {
    if (entry.kind === 'dhikr')
      return t(
        entry.id === 'istighfar'
          ? 'settings.adhkar.shortIstighfar'
          : entry.id === 'salam'
            ? 'settings.adhkar.salam'
            : 'settings.adhkar.shortTasbih',
      );
    if (entry.kind === 'ayatAlKursi') return t('settings.adhkar.shortAyatAlKursi');
    if (entry.kind === 'own') return t('settings.adhkar.ownItem', { number: entry.index + 1 });
    return t('settings.adhkar.planTexts');
  };
  const shown = entries.flatMap((entry, index) =>
    durations[index] === null
      ? []
      : [t('settings.adhkar.planStep', { name: name(entry), seconds: Math.round(durations[index]! / 1000) })],
  );
  const left = entries.filter((_, index) => durations[index] === null).map(name);
  return (
    <div className={styles.note} data-testid="adhkar-plan" aria-live="polite">
      {minutes === 0 ? (
        <p>{t('settings.adhkar.planOff')}</p>
      ) : (
        shown.length > 0 && <p>{t('settings.adhkar.plan', { minutes, steps: shown.join(' · ') })}</p>
      )}
      {minutes > 0 && left.length > 0 && <p>{t('settings.adhkar.planLeftOut', { names: left.join(', ') })}</p>}
      <p>{t('settings.adhkar.previewHint')}</p>
    </div>
  );
}
