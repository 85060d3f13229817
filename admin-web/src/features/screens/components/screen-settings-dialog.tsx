import { useEffect, useState, type FormEvent } from 'react';
import {
  NIGHT_MINUTES_MAX,
  SCREEN_LANGUAGES,
  SLIDE_KINDS,
  updateScreenSchema,
  type Screen,
  type ScreenSettings,
} from '@core/screens/screen.schema.js';
import { LANGUAGE_FACTS } from '@core/i18n/languages.js';
import { DEFAULT_SCREEN_ROLE, SCREEN_ROLES, type ScreenRole } from '@core/screens/screen-roles.js';
import { toFieldErrors } from '@core/validation/field-errors.js';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { CheckboxField, SelectField, TextField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { intlLocale } from '../../../lib/i18n/fleet-format.js';
import type { Translator } from '@core/i18n/translator.js';
import type { MessageKey } from '@core/i18n/catalog-types.js';
import { useUpdateScreen } from '../api/update-screen.js';
import { translateFieldErrors } from './screen-figures.js';
import * as styles from './screens.css.js';

const ROLE_KEYS = {
  'prayer-hall': 'fleet.settings.rolePrayerHall',
  entrance: 'fleet.settings.roleEntrance',
  'sisters-hall': 'fleet.settings.roleSistersHall',
  announcements: 'fleet.settings.roleAnnouncements',
} as const satisfies Record<ScreenRole, string>;

/**
 * Each language named in itself, then in the admin's language (English: 'العربية (Arabic)'; French:
 * 'العربية (arabe)'), so anyone finds theirs; the admin's own language by its name alone.
 */
function languageName(code: (typeof SCREEN_LANGUAGES)[number], { t, language }: Translator): string {
  if (code === 'masjid') return t('fleet.settings.languageMasjid');
  const own = LANGUAGE_FACTS[code].name;
  if (language === 'en') return code === 'en' ? own : `${own} (${LANGUAGE_FACTS[code].english})`;
  if (code === language) return own;
  let inAdminLanguage: string | undefined;
  try {
    inAdminLanguage = new Intl.DisplayNames(intlLocale(language), { type: 'language' }).of(code);
  } catch {
    inAdminLanguage = undefined;
  }
  return `${own} (${inAdminLanguage && inAdminLanguage !== code ? inAdminLanguage : LANGUAGE_FACTS[code].english})`;
}

/** A night switched on starts 30 minutes after Isha's iqama and ends 30 minutes before Fajr's azan. */
const DEFAULT_NIGHT = { afterIshaMinutes: 30, beforeFajrMinutes: 30 };
const NIGHT_FIELDS = [
  { key: 'afterIshaMinutes', label: 'fleet.settings.nightAfterIsha' },
  { key: 'beforeFajrMinutes', label: 'fleet.settings.nightBeforeFajr' },
] as const;

const SLIDE_NAMES: Record<(typeof SLIDE_KINDS)[number], MessageKey> = {
  expenses: 'fleet.settings.slideExpenses',
  funds: 'fleet.settings.slideFunds',
  expenseSheets: 'fleet.settings.slideExpenseSheets',
  announcements: 'fleet.settings.slideAnnouncements',
};

/** Rename a screen and choose how it shows the dashboard; the screen takes it at its next heartbeat. */
export function ScreenSettingsDialog({
  companyId,
  screen,
  open,
  onClose,
}: {
  companyId: string;
  screen: Screen;
  open: boolean;
  onClose(): void;
}) {
  const translator = useAdminTranslator();
  const { t } = translator;
  const [name, setName] = useState(screen.name);
  const [settings, setSettings] = useState<ScreenSettings>(screen.settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateScreen(companyId);

  useEffect(() => {
    if (!open) return;
    setName(screen.name);
    setSettings(screen.settings);
    setErrors({});
  }, [open, screen.name, screen.settings]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateScreenSchema.safeParse({ name, settings });
    if (!parsed.success) {
      setErrors(translateFieldErrors(toFieldErrors(parsed.error), translator));
      return;
    }
    update.mutate(
      { screenId: screen.id, input: parsed.data },
      {
        onSuccess: () => {
          showAlert('success', t('fleet.settings.saved'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError)
            setErrors(
              Object.fromEntries(
                Object.entries(error.fieldErrors).map(([key, message]) => [key.replace(/^screen\./, ''), message]),
              ),
            );
          showAlert('error', errorMessage(error));
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('fleet.settings.title', { name: screen.name })}
      description={t('fleet.settings.description')}
      wide
    >
      <form onSubmit={submit} noValidate className={styles.stack}>
        <TextField
          label={t('fleet.settings.name')}
          required
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          error={errors['name']}
        />
        <div className={styles.settingsGrid}>
          {/* What the screen is for: its layout follows (docs/screens.md, "Roles"). */}
          <SelectField
            label={t('fleet.settings.role')}
            value={settings.role ?? DEFAULT_SCREEN_ROLE}
            onChange={(event) => setSettings({ ...settings, role: event.target.value as ScreenRole })}
            error={errors['settings.role']}
            data-testid="screen-role"
          >
            {SCREEN_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_KEYS[role])}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('fleet.settings.orientation')}
            value={settings.orientation}
            onChange={(event) =>
              setSettings({ ...settings, orientation: event.target.value as ScreenSettings['orientation'] })
            }
            error={errors['settings.orientation']}
          >
            <option value="auto">{t('fleet.settings.orientationAuto')}</option>
            <option value="landscape">{t('fleet.settings.orientationLandscape')}</option>
            <option value="portrait">{t('fleet.settings.orientationPortrait')}</option>
          </SelectField>
          <SelectField
            label={t('fleet.settings.language')}
            value={settings.language}
            onChange={(event) =>
              setSettings({ ...settings, language: event.target.value as ScreenSettings['language'] })
            }
            error={errors['settings.language']}
          >
            {SCREEN_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(code, translator)}
              </option>
            ))}
          </SelectField>
        </div>
        <CheckboxField
          label={t('fleet.settings.largeType')}
          checked={settings.largeType}
          onChange={(event) => setSettings({ ...settings, largeType: event.target.checked })}
        />
        {/* Per-screen sound (docs/sound.md, "Per screen"): percent of the masjid's volume, or nothing at all. */}
        <fieldset className={styles.fieldset}>
          <legend>{t('fleet.settings.sound')}</legend>
          <TextField
            label={t('fleet.settings.volume')}
            hint={t('fleet.settings.volumeHint')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={5}
            value={Number.isNaN(settings.volume) ? '' : (settings.volume ?? 100)}
            disabled={settings.silent}
            onChange={(event) => {
              setSettings({ ...settings, volume: event.target.value === '' ? Number.NaN : Number(event.target.value) });
              // The refusal was of the number now replaced.
              setErrors(({ 'settings.volume': _replaced, ...rest }) => rest);
            }}
            error={errors['settings.volume']}
            className={styles.volumeField}
            data-testid="screen-volume"
          />
          <TextField
            label={t('fleet.settings.nightVolume')}
            hint={t('fleet.settings.nightVolumeHint')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={5}
            value={settings.nightVolume === null || settings.nightVolume === undefined ? '' : settings.nightVolume}
            disabled={settings.silent}
            onChange={(event) => {
              // Empty: the same volume by night as by day.
              setSettings({ ...settings, nightVolume: event.target.value === '' ? null : Number(event.target.value) });
              setErrors(({ 'settings.nightVolume': _replaced, ...rest }) => rest);
            }}
            error={errors['settings.nightVolume']}
            className={styles.volumeField}
            data-testid="screen-night-volume"
          />
          <CheckboxField
            label={t('fleet.settings.silent')}
            checked={settings.silent ?? false}
            onChange={(event) => setSettings({ ...settings, silent: event.target.checked })}
            data-testid="screen-silent"
          />
        </fieldset>
        {/* The screen's night (docs/screens.md, "The screen's night"): dark between Isha and Fajr. */}
        <fieldset className={styles.fieldset}>
          <legend>{t('fleet.settings.night')}</legend>
          <CheckboxField
            label={t('fleet.settings.nightOn')}
            checked={!!settings.night}
            onChange={(event) => setSettings({ ...settings, night: event.target.checked ? DEFAULT_NIGHT : null })}
            data-testid="screen-night"
          />
          {NIGHT_FIELDS.map(({ key, label }) => (
            <TextField
              key={key}
              label={t(label)}
              type="number"
              inputMode="numeric"
              min={0}
              max={NIGHT_MINUTES_MAX}
              step={5}
              value={settings.night ? (Number.isNaN(settings.night[key]) ? '' : settings.night[key]) : ''}
              disabled={!settings.night}
              onChange={(event) => {
                const night = settings.night ?? DEFAULT_NIGHT;
                const value = event.target.value === '' ? Number.NaN : Number(event.target.value);
                setSettings({ ...settings, night: { ...night, [key]: value } });
                setErrors(({ [`settings.night.${key}`]: _replaced, ...rest }) => rest);
              }}
              error={errors[`settings.night.${key}`]}
              className={styles.volumeField}
              data-testid={`screen-night-${key}`}
            />
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('fleet.settings.slides')}</legend>
          {SLIDE_KINDS.map((kind) => (
            <CheckboxField
              key={kind}
              label={t(SLIDE_NAMES[kind])}
              checked={settings.slides[kind]}
              onChange={(event) =>
                setSettings({ ...settings, slides: { ...settings.slides, [kind]: event.target.checked } })
              }
            />
          ))}
        </fieldset>
        <div className={styles.actions} style={{ justifyContent: 'flex-end' }}>
          <Button tone="secondary" onClick={onClose}>
            {t('fleet.settings.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {t('fleet.settings.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
