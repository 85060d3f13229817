/**
 * The calendar windows of a playlist item (docs/screens.md, "Playlists"): the days of the week, a date
 * range and a clock window on the masjid's wall clock. Core's scheduler reads them; an empty choice is no
 * limit. The prayer window has its own fields in the item's card.
 */
import type { PlaylistItem } from '@core/playlists/playlist.schema.js';
import type { FieldErrors } from '@core/validation/field-errors.js';
import { CheckboxField, TextField } from '../../../components/field.js';
import { useFieldMessages } from '../../../components/field-message.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { salahDates } from '../../salah/logic/salah-words.js';
import * as styles from './configuration.css.js';
import * as playlistStyles from './playlist-section.css.js';

/** Monday first, as a week is read in most of the masjids' countries; the stored numbers are 0 Sunday to 6 Saturday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

type WindowChange = Partial<Pick<PlaylistItem, 'weekdays' | 'from' | 'until' | 'clock'>>;

/** The message of a field, under the client's key (`items[0].clock`) or the server's (`items.0.clock`). */
function fieldError(errors: FieldErrors, path: string): string | undefined {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1');
  return errors[path] ?? errors[dotted];
}

/**
 * A clock edge typed while the other is still empty stays in the draft as it is, so Save names the empty
 * one; both emptied is no clock window at all.
 */
function clockWith(item: PlaylistItem, edge: 'start' | 'end', value: string): PlaylistItem['clock'] {
  const next = { start: item.clock?.start ?? '', end: item.clock?.end ?? '', [edge]: value };
  return next.start === '' && next.end === '' ? null : next;
}

export function PlaylistWindows({
  item,
  path,
  errors,
  onChange,
}: {
  item: PlaylistItem;
  path: string;
  errors: FieldErrors;
  onChange: (change: WindowChange, field: string) => void;
}) {
  const { t, language } = useAdminTranslator();
  const days = salahDates(language);
  const messages = useFieldMessages();
  const clockError = fieldError(errors, `${path}.clock`);
  return (
    <>
      <fieldset className={`${styles.fieldset} ${playlistStyles.choices}`} data-testid="item-weekdays">
        <legend className={playlistStyles.choicesLegend}>{t('settings.playlist.weekdays')}</legend>
        {WEEK.map((day) => (
          <CheckboxField
            key={day}
            label={days.weekday(day)}
            checked={item.weekdays.includes(day)}
            data-testid={`item-weekday-${day}`}
            onChange={(event) =>
              onChange(
                {
                  weekdays: event.target.checked
                    ? [...item.weekdays, day].sort((a, b) => a - b)
                    : item.weekdays.filter((entry) => entry !== day),
                },
                'weekdays',
              )
            }
          />
        ))}
        <p className={playlistStyles.hint}>{t('settings.playlist.everyDay')}</p>
      </fieldset>
      <div className={styles.datedFields}>
        <TextField
          label={t('settings.playlist.fromDate')}
          type="date"
          value={item.from ?? ''}
          data-testid="item-from-date"
          error={fieldError(errors, `${path}.from`)}
          onChange={(event) => onChange({ from: event.target.value || null }, 'from')}
        />
        <TextField
          label={t('settings.playlist.untilDate')}
          type="date"
          value={item.until ?? ''}
          data-testid="item-until-date"
          error={fieldError(errors, `${path}.until`)}
          onChange={(event) => onChange({ until: event.target.value || null }, 'until')}
        />
        <TextField
          label={t('settings.playlist.clockStart')}
          type="time"
          value={item.clock?.start ?? ''}
          data-testid="item-clock-start"
          error={fieldError(errors, `${path}.clock.start`)}
          onChange={(event) => onChange({ clock: clockWith(item, 'start', event.target.value) }, 'clock')}
        />
        <TextField
          label={t('settings.playlist.clockEnd')}
          type="time"
          value={item.clock?.end ?? ''}
          data-testid="item-clock-end"
          error={fieldError(errors, `${path}.clock.end`)}
          onChange={(event) => onChange({ clock: clockWith(item, 'end', event.target.value) }, 'clock')}
        />
      </div>
      <p className={playlistStyles.hint}>{t('settings.playlist.datesHint')}</p>
      {clockError && (
        <p className={styles.note} role="alert" data-testid="item-clock-error">
          {messages.problem(clockError)}
        </p>
      )}
    </>
  );
}
