/**
 * The forms of the notices besides the janazah notice (docs/screens.md, "Notices"): a class or event, a
 * nikah and a donation appeal, each in its playlist item's card, and the ticker lines under the items. The
 * server checks the same again (core's schema, and that an appeal's fund is this masjid's).
 */
import type { AppealNotice, ClassNotice, NikahNotice, PlaylistFund, Ticker } from '@core/playlists/masjid-playlist.js';
import type { FieldErrors } from '@core/validation/field-errors.js';
import { Button } from '../../../components/button.js';
import { CheckboxField, SelectField, TextField } from '../../../components/field.js';
import { useFieldMessages } from '../../../components/field-message.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { salahDates } from '../../salah/logic/salah-words.js';
import * as styles from './configuration.css.js';
import * as playlistStyles from './playlist-section.css.js';
import { ScreenChoices } from './screen-choices.js';

/** Monday first, as in the item's days of the week; stored 0 Sunday to 6 Saturday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** The message of a field, under the client's key (`classes[0].title`) or the server's (`classes.0.title`). */
export function fieldError(errors: FieldErrors, path: string): string | undefined {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1');
  return errors[path] ?? errors[dotted];
}

interface NoticeProps<T> {
  notice: T;
  path: string;
  errors: FieldErrors;
  onChange: (change: Partial<T>, field: string) => void;
}

export function ClassFields({ notice, path, errors, onChange }: NoticeProps<ClassNotice>) {
  const { t, language } = useAdminTranslator();
  const messages = useFieldMessages();
  const days = salahDates(language);
  const weekdaysError = fieldError(errors, `${path}.weekdays`);
  return (
    <>
      <div className={styles.itemFields}>
        <TextField
          label={t('settings.playlist.classTitle')}
          value={notice.title}
          maxLength={120}
          required
          data-testid="class-title"
          error={fieldError(errors, `${path}.title`)}
          onChange={(event) => onChange({ title: event.target.value }, 'title')}
        />
        <TextField
          label={t('settings.playlist.teacher')}
          value={notice.teacher}
          maxLength={120}
          data-testid="class-teacher"
          error={fieldError(errors, `${path}.teacher`)}
          onChange={(event) => onChange({ teacher: event.target.value }, 'teacher')}
        />
        <TextField
          label={t('settings.playlist.noticePlace')}
          value={notice.place}
          maxLength={200}
          required
          data-testid="class-place"
          error={fieldError(errors, `${path}.place`)}
          onChange={(event) => onChange({ place: event.target.value }, 'place')}
        />
      </div>
      <div className={styles.datedFields}>
        <SelectField
          label={t('settings.playlist.repeat')}
          value={notice.repeat}
          data-testid="class-repeat"
          onChange={(event) =>
            onChange(
              event.target.value === 'weekly'
                ? { repeat: 'weekly', date: null }
                : { repeat: 'dated', weekdays: [], date: notice.date ?? '' },
              'repeat',
            )
          }
        >
          <option value="weekly">{t('settings.playlist.repeatWeekly')}</option>
          <option value="dated">{t('settings.playlist.repeatDated')}</option>
        </SelectField>
        {notice.repeat === 'dated' && (
          <TextField
            label={t('settings.playlist.classDate')}
            type="date"
            value={notice.date ?? ''}
            required
            data-testid="class-date"
            error={fieldError(errors, `${path}.date`)}
            onChange={(event) => onChange({ date: event.target.value }, 'date')}
          />
        )}
        <TextField
          label={t('settings.playlist.classTime')}
          type="time"
          value={notice.time}
          required
          data-testid="class-time"
          error={fieldError(errors, `${path}.time`)}
          onChange={(event) => onChange({ time: event.target.value.slice(0, 5) }, 'time')}
        />
        <TextField
          label={t('settings.playlist.classMinutes')}
          type="number"
          inputMode="numeric"
          min={5}
          max={600}
          value={String(notice.minutes)}
          data-testid="class-minutes"
          error={fieldError(errors, `${path}.minutes`)}
          onChange={(event) => onChange({ minutes: Number(event.target.value) }, 'minutes')}
        />
      </div>
      {notice.repeat === 'weekly' && (
        <fieldset className={`${styles.fieldset} ${playlistStyles.choices}`} data-testid="class-weekdays">
          <legend className={playlistStyles.choicesLegend}>{t('settings.playlist.classDays')}</legend>
          {WEEK.map((day) => (
            <CheckboxField
              key={day}
              label={days.weekday(day)}
              checked={notice.weekdays.includes(day)}
              data-testid={`class-weekday-${day}`}
              onChange={(event) =>
                onChange(
                  {
                    weekdays: event.target.checked
                      ? [...notice.weekdays, day].sort((a, b) => a - b)
                      : notice.weekdays.filter((entry) => entry !== day),
                  },
                  'weekdays',
                )
              }
            />
          ))}
          {weekdaysError && (
            <p className={playlistStyles.error} role="alert">
              {messages.problem(weekdaysError)}
            </p>
          )}
        </fieldset>
      )}
      <p className={styles.note}>{t('settings.playlist.classHint')}</p>
    </>
  );
}

export function NikahFields({ notice, path, errors, onChange }: NoticeProps<NikahNotice>) {
  const { t } = useAdminTranslator();
  return (
    <>
      <div className={styles.itemFields}>
        <TextField
          label={t('settings.playlist.couple')}
          value={notice.names}
          maxLength={160}
          required
          data-testid="nikah-names"
          error={fieldError(errors, `${path}.names`)}
          onChange={(event) => onChange({ names: event.target.value }, 'names')}
        />
        <TextField
          label={t('settings.playlist.nikahAt')}
          type="datetime-local"
          value={notice.at}
          required
          data-testid="nikah-time"
          error={fieldError(errors, `${path}.at`)}
          onChange={(event) => onChange({ at: event.target.value.slice(0, 16) }, 'at')}
        />
        <TextField
          label={t('settings.playlist.noticePlace')}
          value={notice.place}
          maxLength={200}
          required
          data-testid="nikah-place"
          error={fieldError(errors, `${path}.place`)}
          onChange={(event) => onChange({ place: event.target.value }, 'place')}
        />
      </div>
      <p className={styles.note}>{t('settings.playlist.nikahHint')}</p>
    </>
  );
}

export function AppealFields({
  notice,
  path,
  errors,
  onChange,
  funds,
}: NoticeProps<AppealNotice> & { funds: PlaylistFund[] }) {
  const { t } = useAdminTranslator();
  return (
    <>
      <div className={styles.itemFields}>
        <SelectField
          label={t('settings.playlist.fund')}
          value={notice.fundId}
          data-testid="appeal-fund"
          hint={funds.length === 0 ? t('settings.playlist.noFunds') : undefined}
          error={fieldError(errors, `${path}.fundId`)}
          onChange={(event) => onChange({ fundId: event.target.value }, 'fundId')}
        >
          <option value="">{t('settings.playlist.chooseFund')}</option>
          {funds.map((fund) => (
            <option key={fund.id} value={fund.id}>
              {fund.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('settings.playlist.appealText')}
          value={notice.text}
          maxLength={280}
          required
          data-testid="appeal-text"
          error={fieldError(errors, `${path}.text`)}
          onChange={(event) => onChange({ text: event.target.value }, 'text')}
        />
        <TextField
          label={t('settings.playlist.paymentUrl')}
          type="url"
          inputMode="url"
          value={notice.paymentUrl}
          maxLength={500}
          required
          placeholder="https://"
          data-testid="appeal-url"
          error={fieldError(errors, `${path}.paymentUrl`)}
          onChange={(event) => onChange({ paymentUrl: event.target.value }, 'paymentUrl')}
        />
      </div>
      <p className={styles.note}>{t('settings.playlist.appealHint')}</p>
    </>
  );
}

/** The ticker lines: each a short text on the chosen screens or roles, with the day's notices if asked. */
export function TickerList({
  tickers,
  errors,
  screens,
  onChange,
  onAdd,
  onRemove,
}: {
  tickers: Ticker[];
  errors: FieldErrors;
  screens: ReadonlyArray<{ id: string; name: string }>;
  onChange: (index: number, change: Partial<Ticker>, field: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useAdminTranslator();
  return (
    <div data-testid="tickers">
      <h3 className={styles.legend}>{t('settings.playlist.tickers')}</h3>
      <p className={styles.note}>{t('settings.playlist.tickerIntro')}</p>
      {tickers.length === 0 && <p className={styles.empty}>{t('settings.playlist.noTickers')}</p>}
      <ol className={`${styles.items} ${playlistStyles.list}`}>
        {tickers.map((ticker, index) => {
          const path = `tickers[${index}]`;
          return (
            <li key={ticker.id} className={playlistStyles.card} data-testid="ticker-form">
              <TextField
                label={t('settings.playlist.tickerText')}
                value={ticker.text}
                maxLength={140}
                data-testid="ticker-text"
                error={fieldError(errors, `${path}.text`)}
                onChange={(event) => onChange(index, { text: event.target.value }, 'text')}
              />
              <CheckboxField
                label={t('settings.playlist.tickerWithNotices')}
                checked={ticker.withNotices}
                data-testid="ticker-notices"
                onChange={(event) => onChange(index, { withNotices: event.target.checked }, 'withNotices')}
              />
              <ScreenChoices
                chosen={ticker}
                screens={screens}
                roleTestId={(role) => `ticker-role-${role}`}
                onChange={(change, field) => onChange(index, change, field)}
              />
              <div className={styles.itemActions}>
                <Button tone="secondary" size="small" onClick={() => onRemove(index)}>
                  {t('settings.playlist.removeTicker')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button tone="secondary" onClick={onAdd} data-testid="add-ticker">
        {t('settings.playlist.addTicker')}
      </Button>
    </div>
  );
}
