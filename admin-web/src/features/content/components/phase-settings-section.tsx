import { useEffect, useMemo, useState } from 'react';
import {
  BLACKOUT_MODES,
  PHASE_LIMITS,
  PHASE_PRAYERS,
  PHASE_SETTINGS_CONFIGURATION,
  type BlackoutMode,
  type PhasePrayer,
} from '@core/dashboard/phases/phase-settings.js';
import type { CentralControl } from '@core/content/central-control.types.js';
import { Button } from '../../../components/button.js';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useSaveContent } from '../api/save-content.js';
import { useReportDirty } from '../hooks/section-dirty-context.js';
import { useUnsavedWarning } from '../../../lib/use-unsaved-warning.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './configuration.css.js';
import { fromPhaseForm, toPhaseForm, type PhaseForm } from './phase-settings-form.js';
import { SectionFrame } from './section-frame.js';

const PRAYER_KEYS = {
  fajr: 'settings.prayer.fajr',
  dhuhr: 'settings.prayer.dhuhr',
  asr: 'settings.prayer.asr',
  maghrib: 'settings.prayer.maghrib',
  isha: 'settings.prayer.isha',
  jumuah: 'settings.phases.jumuah',
  eid: 'settings.phases.eid',
} as const satisfies Record<PhasePrayer, string>;
/** The full-screen countdowns of later Jumu'ah sessions and of Eid prayers (docs/phases.md). */
const COUNTDOWN_FIELDS = [
  ['jumuahCountdownMinutes', 'settings.phases.jumuahCountdown'],
  ['eidCardMinutes', 'settings.phases.eidCard'],
  ['eidCountdownMinutes', 'settings.phases.eidCountdown'],
] as const;
const MODE_KEYS = {
  black: 'settings.phases.mode.black',
  clock: 'settings.phases.mode.clock',
  off: 'settings.phases.mode.off',
} as const satisfies Record<BlackoutMode, string>;

/**
 * Prayer hall phases (docs/phases.md): the azan card, the dark screen during each prayer and the
 * after-prayer card. Saved with the masjid's configuration; untouched, the defaults apply.
 */
export function PhaseSettingsSection({ companyUrl, content }: { companyUrl: string; content: CentralControl }) {
  const { t } = useAdminTranslator();
  const stored = content.customConfigurations.find((entry) => entry.name === PHASE_SETTINGS_CONFIGURATION)?.value;
  const initial = useMemo(() => toPhaseForm(stored), [stored]);
  const [form, setForm] = useState<PhaseForm>(initial);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [conflict, setConflict] = useState(false);
  const save = useSaveContent(companyUrl);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  useUnsavedWarning(dirty);
  useReportDirty(dirty);

  // An unedited section follows the server's copy when it changes.
  useEffect(() => {
    if (!dirty) setForm(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const update = (change: (draft: PhaseForm) => PhaseForm) => setForm((previous) => change(previous));

  async function onSave() {
    setConflict(false);
    const checked = fromPhaseForm(form);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({ customConfigurations: [{ name: PHASE_SETTINGS_CONFIGURATION, value: checked.json }] });
      showAlert('success', t('settings.saved', { section: t('settings.section.phases') }));
      setForm(toPhaseForm(checked.json));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else setProblem({ field: '', message: errorMessage(error) });
      showAlert('error', errorMessage(error));
    }
  }

  const section = {
    dirty,
    saving: save.isPending,
    conflict,
    messages: problem && problem.field === '' ? [problem.message] : [],
    onSave: () => void onSave(),
    onCancel: () => {
      setProblem(null);
      setConflict(false);
      setForm(initial);
    },
  };

  return (
    <SectionFrame
      section={section}
      tools={
        form.afterPrayerTexts.length < PHASE_LIMITS.texts && (
          <Button
            tone="secondary"
            onClick={() => update((draft) => ({ ...draft, afterPrayerTexts: [...draft.afterPrayerTexts, ''] }))}
          >
            {t('settings.phases.addText')}
          </Button>
        )
      }
    >
      <p className={styles.intro}>{t('settings.phases.intro')}</p>
      <CheckboxField
        label={t('settings.phases.enabled')}
        hint={t('settings.phases.enabledHint')}
        checked={form.enabled}
        onChange={(event) => update((draft) => ({ ...draft, enabled: event.target.checked }))}
      />
      <div className={styles.itemFields} data-testid="phase-settings">
        <TextField
          label={t('settings.phases.azanMinutes')}
          hint={t('settings.phases.skipHint', { max: PHASE_LIMITS.azanMinutes })}
          inputMode="numeric"
          value={form.azanMinutes}
          error={errorOf('azanMinutes')}
          onChange={(event) => update((draft) => ({ ...draft, azanMinutes: event.target.value }))}
        />
        <TextField
          label={t('settings.phases.afterPrayerMinutes')}
          hint={t('settings.phases.skipHint', { max: PHASE_LIMITS.afterPrayerMinutes })}
          inputMode="numeric"
          value={form.afterPrayerMinutes}
          error={errorOf('afterPrayerMinutes')}
          onChange={(event) => update((draft) => ({ ...draft, afterPrayerMinutes: event.target.value }))}
        />
      </div>
      <div className={styles.itemFields} style={{ marginTop: 16 }}>
        {COUNTDOWN_FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            label={t(label)}
            hint={t('settings.phases.countdownHint', { max: PHASE_LIMITS.countdownMinutes })}
            inputMode="numeric"
            value={form[field]}
            error={errorOf(field)}
            onChange={(event) => update((draft) => ({ ...draft, [field]: event.target.value }))}
          />
        ))}
      </div>
      <div className={styles.items} style={{ marginTop: 16 }}>
        {PHASE_PRAYERS.map((prayer) => (
          <div key={prayer} className={styles.itemFields}>
            <TextField
              label={t('settings.phases.darkMinutes', { prayer: t(PRAYER_KEYS[prayer]) })}
              hint={t('settings.phases.darkHint', { max: PHASE_LIMITS.prayerMinutes })}
              inputMode="numeric"
              value={form.prayers[prayer].minutes}
              error={errorOf(`prayers.${prayer}.minutes`)}
              onChange={(event) =>
                update((draft) => ({
                  ...draft,
                  prayers: { ...draft.prayers, [prayer]: { ...draft.prayers[prayer], minutes: event.target.value } },
                }))
              }
            />
            <SelectField
              label={t('settings.phases.mode', { prayer: t(PRAYER_KEYS[prayer]) })}
              value={form.prayers[prayer].mode}
              error={errorOf(`prayers.${prayer}.mode`)}
              onChange={(event) =>
                update((draft) => ({
                  ...draft,
                  prayers: {
                    ...draft.prayers,
                    [prayer]: { ...draft.prayers[prayer], mode: event.target.value as BlackoutMode },
                  },
                }))
              }
            >
              {BLACKOUT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(MODE_KEYS[mode])}
                </option>
              ))}
            </SelectField>
          </div>
        ))}
      </div>
      <div className={styles.items} style={{ marginTop: 16 }}>
        {form.afterPrayerTexts.map((text, index) => (
          <div key={index} className={styles.item}>
            <TextAreaField
              label={t('settings.phases.text', { number: index + 1 })}
              hint={t('settings.phases.textHint', { max: PHASE_LIMITS.textLength })}
              maxLength={PHASE_LIMITS.textLength}
              rows={3}
              value={text}
              error={errorOf(`afterPrayerTexts.${index}`)}
              onChange={(event) =>
                update((draft) => ({
                  ...draft,
                  afterPrayerTexts: draft.afterPrayerTexts.map((item, at) =>
                    at === index ? event.target.value : item,
                  ),
                }))
              }
            />
            <div className={styles.itemActions}>
              <Button
                tone="secondary"
                onClick={() =>
                  update((draft) => ({
                    ...draft,
                    afterPrayerTexts: draft.afterPrayerTexts.filter((_, at) => at !== index),
                  }))
                }
              >
                {t('settings.list.removeButton')}
              </Button>
            </div>
          </div>
        ))}
      </div>
    </SectionFrame>
  );
}
