import type { AdminKey } from '@core/i18n/catalog-types.js';
import { DEFAULT_TONE } from '@core/sound/built-in-tones.js';
import {
  ANCHORED_MAX,
  ANCHORED_OFFSET_MINUTES,
  ANCHORED_STOPS,
  SOUND_ANCHORS,
  type AnchoredSound,
  type AnchoredStop,
  type SoundAnchor,
} from '@core/sound/sound-profile.js';
import type { Sound } from '@core/sound/sound.types.js';
import { Button } from '../../../components/button.js';
import { CheckboxField, SelectField, TextField } from '../../../components/field.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './configuration.css.js';
import { errorFor } from './occasions-draft.js';
import * as soundStyles from './sound-section.css.js';

type Translate = ReturnType<typeof useAdminTranslator>['t'];

const PRAYER_OF_ANCHOR: Record<string, AdminKey> = {
  fajr: 'settings.prayer.fajr',
  zuhr: 'settings.prayer.dhuhr',
  asr: 'settings.prayer.asr',
  maghrib: 'settings.prayer.maghrib',
  isha: 'settings.prayer.isha',
};

const STOP_KEYS = {
  azan: 'settings.sound.anchored.stop.azan',
  iqama: 'settings.sound.anchored.stop.iqama',
  end: 'settings.sound.anchored.stop.end',
} as const satisfies Record<AnchoredStop, AdminKey>;

/** An anchor in the admin's words: "Fajr: the azan", "Jumu'ah: each khutbah" (docs/sound.md, "Anchored sounds"). */
function anchorName(t: Translate, anchor: SoundAnchor): string {
  if (anchor === 'jumuah-khutbah') return t('settings.sound.anchor.khutbah');
  if (anchor === 'eid-salah') return t('settings.sound.anchor.eidSalah');
  const [prayer, ...rest] = anchor.split('-');
  const name = t(PRAYER_OF_ANCHOR[prayer!]!);
  const moment = rest.join('-');
  if (moment === 'azan-end') return t('settings.sound.anchor.azanEnd', { prayer: name });
  return t(moment === 'azan' ? 'settings.sound.anchor.azan' : 'settings.sound.anchor.iqama', { prayer: name });
}

/** What a new row proposes: tarhim's usual place, 20 minutes before Fajr's azan, until the azan. */
const NEW_ITEM: AnchoredSound = { sound: DEFAULT_TONE, anchor: 'fajr-azan', offsetMinutes: -20, stopAt: 'azan' };

/**
 * The profile's anchored sounds (tarhim, du'a after the adhan, Qur'an before Jumu'ah, the Eid takbir): a row
 * each with its sound, anchor, minutes and stop; added and removed here, saved with the profile.
 */
export function AnchoredSoundsFields({
  items,
  sounds,
  soundName,
  errors,
  onChange,
}: {
  items: readonly AnchoredSound[];
  sounds: readonly Sound[];
  soundName: (sound: Sound) => string;
  errors: Record<string, string>;
  onChange: (items: AnchoredSound[], field: string) => void;
}) {
  const { t } = useAdminTranslator();
  // The form checks with list paths (`anchored[0].sound`), the server answers with dotted ones (`anchored.0.sound`).
  const errorOf = (index: number, field: keyof AnchoredSound) =>
    errorFor(errors, `anchored[${index}].${field}`) ?? errorFor(errors, `anchored.${index}.${field}`);
  const edit = <K extends keyof AnchoredSound>(index: number, field: K, value: AnchoredSound[K]) =>
    onChange(
      items.map((item, at) => (at === index ? { ...item, [field]: value } : item)),
      `anchored[${index}].${field}`,
    );

  return (
    <section data-testid="anchored-sounds">
      <h3 className={styles.legend}>{t('settings.sound.anchored.title')}</h3>
      <p className={styles.intro}>{t('settings.sound.anchored.intro')}</p>
      {items.length === 0 && <p className={styles.empty}>{t('settings.sound.anchored.none')}</p>}
      <ul className={`${styles.items} ${soundStyles.library}`}>
        {items.map((item, index) => (
          <li key={index} className={`${styles.item} ${soundStyles.anchoredRow}`} data-testid="anchored-sound">
            <div className={soundStyles.anchoredFields}>
              <SelectField
                label={t('settings.sound.anchored.sound')}
                value={item.sound === 'tone' ? DEFAULT_TONE : item.sound}
                error={errorOf(index, 'sound')}
                data-testid="anchored-sound-sound"
                onChange={(event) => edit(index, 'sound', event.target.value)}
              >
                {sounds.map((sound) => (
                  <option key={sound.id} value={sound.id}>
                    {soundName(sound)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('settings.sound.anchored.anchor')}
                value={item.anchor}
                error={errorOf(index, 'anchor')}
                data-testid="anchored-sound-anchor"
                onChange={(event) => edit(index, 'anchor', event.target.value as SoundAnchor)}
              >
                {SOUND_ANCHORS.map((anchor) => (
                  <option key={anchor} value={anchor}>
                    {anchorName(t, anchor)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('settings.sound.anchored.offset')}
                hint={t('settings.sound.anchored.offsetHint', {
                  min: ANCHORED_OFFSET_MINUTES.min,
                  max: ANCHORED_OFFSET_MINUTES.max,
                })}
                type="number"
                inputMode="numeric"
                min={ANCHORED_OFFSET_MINUTES.min}
                max={ANCHORED_OFFSET_MINUTES.max}
                value={String(item.offsetMinutes)}
                error={errorOf(index, 'offsetMinutes')}
                data-testid="anchored-sound-offset"
                onChange={(event) => edit(index, 'offsetMinutes', Number(event.target.value))}
              />
              <SelectField
                label={t('settings.sound.anchored.stopAt')}
                value={item.stopAt}
                error={errorOf(index, 'stopAt')}
                data-testid="anchored-sound-stop"
                onChange={(event) => edit(index, 'stopAt', event.target.value as AnchoredStop)}
              >
                {ANCHORED_STOPS.map((stop) => (
                  <option key={stop} value={stop}>
                    {t(STOP_KEYS[stop])}
                  </option>
                ))}
              </SelectField>
            </div>
            <CheckboxField
              label={t('settings.sound.anchored.duringUrgent')}
              checked={item.duringUrgent === true}
              data-testid="anchored-sound-during-urgent"
              onChange={(event) => edit(index, 'duringUrgent', event.target.checked)}
            />
            <Button
              tone="secondary"
              size="small"
              className={soundStyles.remove}
              onClick={() =>
                onChange(
                  items.filter((_, at) => at !== index),
                  'anchored',
                )
              }
            >
              {t('settings.sound.anchored.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {items.length < ANCHORED_MAX && (
        <Button tone="secondary" onClick={() => onChange([...items, { ...NEW_ITEM }], 'anchored')}>
          {t('settings.sound.anchored.add')}
        </Button>
      )}
    </section>
  );
}
