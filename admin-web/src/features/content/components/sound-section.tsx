import { useMemo } from 'react';
import type { CentralControl } from '@core/content/central-control.types.js';
import type { AdminKey } from '@core/i18n/catalog-types.js';
import { builtInToneOf, DEFAULT_TONE } from '@core/sound/built-in-tones.js';
import {
  BEFORE_IQAMA_MINUTES,
  SOUND_PROFILE_PRAYERS,
  type PrayerSounds,
  type SoundProfile,
  type SoundProfilePrayer,
} from '@core/sound/sound-profile.js';
import { soundProfileSchema } from '@core/sound/sound-profile.schema.js';
import type { Sound } from '@core/sound/sound.types.js';
import { Button } from '../../../components/button.js';
import { SelectField, TextField } from '../../../components/field.js';
import { PageMessage } from '../../../components/page.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { playTone } from '../../sound/tone-sound.js';
import { useSoundProfile, useSounds } from '../api/get-sound-profile.js';
import { useSaveSoundProfile } from '../api/save-sound-profile.js';
import { checkedBy, useVersionedSection } from '../hooks/use-versioned-section.js';
import * as styles from './configuration.css.js';
import * as soundStyles from './sound-section.css.js';
import { errorFor } from './occasions-draft.js';
import { RecordingRow, RecordingUpload } from './recording-library.js';
import { AnchoredSoundsFields } from './anchored-sounds.js';
import { SectionFrame } from './section-frame.js';

const PRAYER_KEYS = {
  fajr: 'settings.prayer.fajr',
  zuhr: 'settings.prayer.dhuhr',
  asr: 'settings.prayer.asr',
  maghrib: 'settings.prayer.maghrib',
  isha: 'settings.prayer.isha',
  jumuah: 'settings.sound.jumuah',
  eid: 'settings.sound.eid',
} as const satisfies Record<SoundProfilePrayer, AdminKey>;

const TONE_KEYS: Record<string, AdminKey> = {
  'tone-chime': 'settings.sound.tone.chime',
  'tone-iqama': 'settings.sound.tone.iqama',
  'tone-before-iqama': 'settings.sound.tone.beforeIqama',
};

const NOTHING = '';
const LISTEN_VOLUME = 0.6;

/** The sounds of the prayers (docs/sound.md): loaded and saved on their own. */
export function SoundSection({ content }: { content: CentralControl }) {
  const { t } = useAdminTranslator();
  const profile = useSoundProfile(content.companyId);
  const sounds = useSounds(content.companyId);
  if (profile.isPending || sounds.isPending) return <PageMessage>{t('settings.common.loading')}</PageMessage>;
  if (profile.isError || sounds.isError)
    return (
      <PageMessage>
        {t('settings.sound.failed', { message: (profile.error ?? sounds.error)?.message ?? '' })}
      </PageMessage>
    );
  const tones = sounds.data.filter((sound) => sound.kind === 'tone');
  const recordings = sounds.data.filter((sound) => sound.kind === 'recording');
  return (
    <>
      <p className={styles.intro}>{t('settings.sound.intro')}</p>
      <h3 className={styles.legend}>{t('settings.sound.library')}</h3>
      <ul className={`${styles.items} ${soundStyles.library}`} data-testid="sound-library">
        {tones.map((sound) => {
          const tone = builtInToneOf(sound.id);
          return (
            <li key={sound.id} className={styles.item}>
              <span>
                {toneName(t, sound)} · {t('settings.sound.seconds', { seconds: Math.round(sound.seconds) })}
              </span>
              {tone && (
                <Button tone="secondary" size="small" onClick={() => void playTone(tone, LISTEN_VOLUME)}>
                  {t('settings.sound.listen', { name: toneName(t, sound) })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div data-testid="recordings">
        <h3 className={styles.legend}>{t('settings.sound.recordings')}</h3>
        {recordings.length > 0 ? (
          <ul className={`${styles.items} ${soundStyles.library}`} data-testid="recording-list">
            {recordings.map((sound) => (
              <RecordingRow key={sound.id} companyId={content.companyId} sound={sound} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('settings.sound.noRecordings')}</p>
        )}
        <RecordingUpload companyId={content.companyId} />
      </div>
      <SoundForm companyId={content.companyId} profile={profile.data} sounds={sounds.data} />
    </>
  );
}

/** A tone's name in the admin's language; a recording's as the masjid named it. */
function toneName(t: ReturnType<typeof useAdminTranslator>['t'], sound: Sound): string {
  return TONE_KEYS[sound.id] ? t(TONE_KEYS[sound.id]!) : sound.name;
}

const copyOf = (profile: SoundProfile): SoundProfile => JSON.parse(JSON.stringify(profile)) as SoundProfile;

function SoundForm({ companyId, profile, sounds }: { companyId: string; profile: SoundProfile; sounds: Sound[] }) {
  const { t } = useAdminTranslator();
  const initial = useMemo(() => copyOf(profile), [profile]);
  const save = useSaveSoundProfile(companyId);
  const { draft, errors, update, section } = useVersionedSection({
    initial,
    check: checkedBy(soundProfileSchema),
    save: (body: SoundProfile) => save.mutateAsync(body),
    pending: save.isPending,
    toDraft: copyOf,
    savedMessage: t('settings.saved', { section: t('settings.section.sound') }),
  });
  const nameOf = (sound: Sound) => toneName(t, sound);
  const change = (prayer: SoundProfilePrayer, field: keyof PrayerSounds, value: PrayerSounds[keyof PrayerSounds]) =>
    update(
      (previous) => ({
        ...previous,
        prayers: { ...previous.prayers, [prayer]: { ...previous.prayers[prayer], [field]: value } },
      }),
      `prayers.${prayer}.${field}`,
    );

  const soundSelect = (prayer: SoundProfilePrayer, field: 'azan' | 'beforeIqama' | 'iqama', label: string) => {
    const chosen = draft.prayers[prayer][field];
    // 'tone' is the chime: the form shows it as the chime's own entry.
    const value = chosen === null ? NOTHING : chosen === 'tone' ? DEFAULT_TONE : chosen;
    return (
      <SelectField
        label={label}
        value={value}
        error={errorFor(errors, `prayers.${prayer}.${field}`)}
        data-testid={`sound-${prayer}-${field}`}
        onChange={(event) => change(prayer, field, event.target.value === NOTHING ? null : event.target.value)}
      >
        <option value={NOTHING}>{t('settings.sound.nothing')}</option>
        {sounds.map((sound) => (
          <option key={sound.id} value={sound.id}>
            {nameOf(sound)}
          </option>
        ))}
      </SelectField>
    );
  };

  return (
    <SectionFrame section={section}>
      <div className={styles.items}>
        {SOUND_PROFILE_PRAYERS.map((prayer) => (
          <fieldset key={prayer} className={`${styles.item} ${styles.fieldset}`} data-testid={`sound-${prayer}`}>
            <legend className={styles.legend}>{t(PRAYER_KEYS[prayer])}</legend>
            <div className={soundStyles.prayerFields}>
              {soundSelect(prayer, 'azan', t(prayer === 'eid' ? 'settings.sound.atEidCard' : 'settings.sound.atAzan'))}
              {soundSelect(prayer, 'beforeIqama', t('settings.sound.beforeIqama'))}
              <TextField
                label={t('settings.sound.beforeIqamaMinutes')}
                hint={t('settings.sound.minutesHint', {
                  min: BEFORE_IQAMA_MINUTES.min,
                  max: BEFORE_IQAMA_MINUTES.max,
                })}
                type="number"
                inputMode="numeric"
                min={BEFORE_IQAMA_MINUTES.min}
                max={BEFORE_IQAMA_MINUTES.max}
                value={String(draft.prayers[prayer].beforeIqamaMinutes)}
                error={errorFor(errors, `prayers.${prayer}.beforeIqamaMinutes`)}
                onChange={(event) => change(prayer, 'beforeIqamaMinutes', Number(event.target.value))}
              />
              {soundSelect(
                prayer,
                'iqama',
                t(prayer === 'jumuah' ? 'settings.sound.atJumuahSalah' : 'settings.sound.atIqama'),
              )}
            </div>
          </fieldset>
        ))}
      </div>
      <AnchoredSoundsFields
        items={draft.anchored}
        sounds={sounds}
        soundName={nameOf}
        errors={errors}
        onChange={(anchored, field) => update((previous) => ({ ...previous, anchored }), field)}
      />
      <p className={styles.note}>{t('settings.sound.quietNote')}</p>
    </SectionFrame>
  );
}
