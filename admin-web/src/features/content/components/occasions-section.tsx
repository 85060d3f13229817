import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { configurationValue } from '@core/configuration/definitions.js';
import type { CentralControl } from '@core/content/central-control.types.js';
import { normalizeHijriAdjustment } from '@core/hijri/hijri.js';
import { EID_NOTICE_DAYS, eidDateInHijriYear, suggestEidDate } from '@core/occasions/eid.js';
import { calendarOf, type HijriCalendar } from '@core/hijri/hijri-calendar.js';
import { masjidCalendar } from '@core/hall-screen/hijri-at-maghrib.js';
import { useMasjidCalendar } from '../../months/api/month-declarations.js';
import { OCCASION_LIMITS, parseOccasions, USUAL_TIMES } from '@core/occasions/occasions.schema.js';
import type { EidKind, OccasionsRecord } from '@core/occasions/occasions.types.js';
import { formatIsoDate, localCivilDate, parseIsoDate } from '@core/time/civil-date.js';
import { parseTimeInput } from '@core/time/time-input.js';
import { localFormat } from '@core/time/localized-format.js';
import { Button } from '../../../components/button.js';
import { CheckboxField, SelectField, TextField } from '../../../components/field.js';
import { localizeProblem } from '../../../components/field-problem.js';
import { PageMessage } from '../../../components/page.js';
import { useOccasions } from '../api/get-occasions.js';
import { useSaveOccasions } from '../api/save-occasions.js';
import { ApiError } from '../../../lib/api-client.js';
import { NEEDS_CONFIRMATION } from '@core/prayer/day-check.js';
import { useVersionedSection } from '../hooks/use-versioned-section.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './configuration.css.js';
import { errorFor, fromDraft, toDraft, type OccasionsDraft, type SessionDraft } from './occasions-draft.js';
import { SectionFrame } from './section-frame.js';

/**
 * Times are typed in a text field, read by the one time reader when the field is left ('12.45', '1:15',
 * '13h15', '1:15 pm'): the browser's time input took none of these and called a half-typed time missing
 * (docs/volunteer.md "Time formats"). What it cannot read stays as typed, for the schema to name.
 */
function readTime(text: string, near: number): string {
  const read = text.trim() === '' ? null : parseTimeInput(text, near);
  return read?.ok ? read.value : text;
}

const TIME_INPUT = { type: 'text', inputMode: 'text', autoComplete: 'off', placeholder: '13:30' } as const;

/** Fields with and without hints keep their labels on one line. */
const ALIGN_TOP = { alignItems: 'start' } as const;

const EID_KEYS = { fitr: 'settings.occasions.eidFitr', adha: 'settings.occasions.eidAdha' } as const satisfies Record<
  EidKind,
  string
>;

interface Props {
  content: CentralControl;
}

/** Jumu'ah sessions, Eid prayers and Ramadan: loaded and saved on their own (docs/jumuah-eid-ramadan.md). */
export function OccasionsSection({ content }: Props) {
  const { t } = useAdminTranslator();
  const occasions = useOccasions(content.companyId);
  if (occasions.isPending) return <PageMessage>{t('settings.common.loading')}</PageMessage>;
  if (occasions.isError)
    return <PageMessage>{t('settings.occasions.failed', { message: occasions.error.message })}</PageMessage>;
  return <OccasionsWithCalendar record={occasions.data} content={content} />;
}

/**
 * The masjid's calendar as its screens count it (declared months first, docs/jumuah-eid-ramadan.md), and
 * the adjustment alone: an Eid saved on the adjustment's date that a declaration moves asks to move.
 */
function OccasionsWithCalendar({ record, content }: { record: OccasionsRecord; content: CentralControl }) {
  const adjustment = normalizeHijriAdjustment(configurationValue(content.customConfigurations, 'hijri_adjustment'));
  const calendarData = useMasjidCalendar(content.company?.url ?? '');
  const declared = calendarData.data
    ? masjidCalendar({
        customConfigurations: content.customConfigurations,
        hijriCalendar: calendarData.data.hijriCalendar,
      })
    : calendarOf(adjustment);
  return <OccasionsForm record={record} adjustment={declared} plain={calendarOf(adjustment)} />;
}

function OccasionsForm({
  record,
  adjustment,
  plain,
}: {
  record: OccasionsRecord;
  adjustment: HijriCalendar;
  plain: HijriCalendar;
}) {
  const { t, language } = useAdminTranslator();
  const format = useMemo(() => localFormat({ language: language }), [language]);
  const initial = useMemo(() => toDraft(record), [record]);
  const save = useSaveOccasions(record.companyId);
  // An Eid date that is not the Eid by the masjid's Hijri calendar is asked about (the server's 422 names
  // it under its date); Save again keeps it (docs/jumuah-eid-ramadan.md, "Eid prayers").
  const [eidDatesAsked, setEidDatesAsked] = useState(false);
  const { draft, errors, update, section } = useVersionedSection({
    initial,
    check: (current: OccasionsDraft) => parseOccasions(fromDraft(current, record.version)),
    save: async (body) => {
      try {
        return await save.mutateAsync(eidDatesAsked ? { ...body, confirmEidDates: true } : body);
      } catch (error) {
        if (error instanceof ApiError && error.body?.code === NEEDS_CONFIRMATION) setEidDatesAsked(true);
        throw error;
      }
    },
    pending: save.isPending,
    toDraft,
    savedMessage: t('settings.saved', { section: t('settings.section.occasions') }),
  });
  const today = formatIsoDate(localCivilDate());
  /**
   * Where a declaration moved this Eid: it sits on the date the calendar without declarations gives it, and
   * the declared calendar gives another (docs/jumuah-eid-ramadan.md). Null otherwise.
   */
  const movedTo = (eid: { eid: EidKind; date: string }): string | null => {
    const civil = parseIsoDate(eid.date);
    if (!civil) return null;
    const year = plain.toHijri(civil).year;
    const before = eidDateInHijriYear(eid.eid, year, plain);
    const now = eidDateInHijriYear(eid.eid, year, adjustment);
    return eid.date === before && now !== before ? now : null;
  };
  const eidDates = draft.eids.map((eid) => `${eid.eid} ${eid.date}`).join();
  // Other dates than the ones asked about are asked about again.
  useEffect(() => setEidDatesAsked(false), [eidDates]);

  /** One session's field: its value, its error, and an edit that drops that error. */
  const sessionField = (index: number, field: keyof SessionDraft) => {
    const key = `jumuahSessions[${index}].${field}`;
    return {
      value: draft.sessions[index]![field],
      error: errorFor(errors, key),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        update(
          (previous) => ({
            ...previous,
            sessions: previous.sessions.map((s, i) => (i === index ? { ...s, [field]: value } : s)),
          }),
          key,
        );
      },
    };
  };

  /** A session's time field: sessionField, read as a time when it is left. */
  const sessionTime = (index: number, field: 'khutbah' | 'salah') => ({
    ...sessionField(index, field),
    ...TIME_INPUT,
    onBlur: () =>
      update((previous) => ({
        ...previous,
        sessions: previous.sessions.map((s, i) =>
          i === index ? { ...s, [field]: readTime(s[field], USUAL_TIMES.jumuah) } : s,
        ),
      })),
  });

  /** One Eid prayer's field, as sessionField. */
  const eidField = <E extends HTMLInputElement | HTMLSelectElement>(
    index: number,
    field: 'eid' | 'date' | 'times' | 'place',
  ) => {
    const key = `eidPrayers[${index}].${field}`;
    return {
      value: draft.eids[index]![field],
      error: errorFor(errors, key),
      onChange: (event: ChangeEvent<E>) => {
        const value = event.target.value;
        update(
          (previous) => ({
            ...previous,
            eids: previous.eids.map((e, i) => (i === index ? { ...e, [field]: value } : e)),
          }),
          key,
        );
      },
    };
  };

  function addEid(eid: EidKind) {
    update((previous) => ({
      ...previous,
      eids: [...previous.eids, { eid, date: suggestEidDate(eid, today, adjustment), times: '', place: '' }],
    }));
  }

  return (
    <SectionFrame section={section}>
      <h3 className={styles.legend}>{t('settings.occasions.sessions')}</h3>
      <p className={styles.intro}>{t('settings.occasions.sessionsIntro', { count: OCCASION_LIMITS.jumuahSessions })}</p>
      <div className={styles.items} data-testid="jumuah-sessions">
        {draft.sessions.map((_, index) => (
          <fieldset key={index} className={`${styles.item} ${styles.fieldset}`}>
            <legend className={styles.legend}>{t('settings.occasions.session', { number: index + 1 })}</legend>
            <div className={styles.itemFields} style={ALIGN_TOP}>
              <TextField label={t('settings.occasions.khutbah')} {...sessionTime(index, 'khutbah')} />
              <TextField
                label={t('settings.occasions.salah')}
                hint={t('settings.occasions.salahHint')}
                {...sessionTime(index, 'salah')}
              />
              <TextField
                label={t('settings.occasions.language')}
                maxLength={OCCASION_LIMITS.language}
                {...sessionField(index, 'language')}
              />
            </div>
            <div className={styles.itemActions}>
              <Button
                tone="secondary"
                size="small"
                onClick={() =>
                  update((previous) => ({ ...previous, sessions: previous.sessions.filter((_, i) => i !== index) }))
                }
              >
                {t('settings.occasions.removeSession', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        ))}
      </div>
      {errors.jumuahSessions && (
        <p className={styles.note} role="alert">
          {localizeProblem(errors.jumuahSessions, { t, language })}
        </p>
      )}
      <Button
        tone="secondary"
        disabled={draft.sessions.length >= OCCASION_LIMITS.jumuahSessions}
        onClick={() =>
          update((previous) => ({
            ...previous,
            sessions: [...previous.sessions, { khutbah: '', salah: '', language: '' }],
          }))
        }
      >
        {t('settings.occasions.addSession')}
      </Button>

      <h3 className={styles.legend}>{t('settings.occasions.eids')}</h3>
      <p className={styles.intro}>
        {t('settings.occasions.eidsIntro', {
          days: EID_NOTICE_DAYS,
          adjustment: plain.data.adjustment > 0 ? `+${plain.data.adjustment}` : String(plain.data.adjustment),
        })}
      </p>
      <div className={styles.items} data-testid="eid-prayers">
        {draft.eids.map((eid, index) => (
          <fieldset key={eid.id ?? `new-${index}`} className={`${styles.item} ${styles.fieldset}`}>
            <legend className={styles.legend}>{t(EID_KEYS[eid.eid])}</legend>
            <div className={styles.itemFields} style={ALIGN_TOP}>
              <SelectField label={t('settings.occasions.eid')} {...eidField<HTMLSelectElement>(index, 'eid')}>
                <option value="fitr">{t(EID_KEYS.fitr)}</option>
                <option value="adha">{t(EID_KEYS.adha)}</option>
              </SelectField>
              <TextField
                label={t('settings.occasions.date')}
                type="date"
                {...eidField(index, 'date')}
                hint={
                  eid.date
                    ? t('settings.occasions.dateHint', {
                        date: format.weekdayDate(eid.date),
                        suggested: format.longDate(suggestEidDate(eid.eid, today, adjustment)),
                      })
                    : undefined
                }
              />
              {movedTo(eid) && (
                <p className={styles.moved} role="status" data-testid="eid-moved">
                  {t('settings.occasions.eidMoved', {
                    eid: t(EID_KEYS[eid.eid]),
                    date: format.weekdayDate(movedTo(eid)!),
                  })}{' '}
                  <Button
                    tone="secondary"
                    size="small"
                    onClick={() =>
                      update((previous) => ({
                        ...previous,
                        eids: previous.eids.map((e, i) => (i === index ? { ...e, date: movedTo(eid)! } : e)),
                      }))
                    }
                  >
                    {t('settings.occasions.moveEid', { date: format.shortDate(movedTo(eid)!) })}
                  </Button>
                </p>
              )}
              <TextField
                label={t('settings.occasions.times')}
                placeholder="7:30 am, 9:00 am"
                // Times are written with Latin letters (am, pm): kept left to right on an Arabic or Urdu page.
                dir="ltr"
                hint={t('settings.occasions.timesHint')}
                {...eidField(index, 'times')}
              />
              <TextField
                label={t('settings.occasions.place')}
                hint={t('settings.occasions.placeHint')}
                maxLength={OCCASION_LIMITS.place}
                {...eidField(index, 'place')}
              />
            </div>
            <div className={styles.itemActions}>
              <Button
                tone="secondary"
                size="small"
                onClick={() =>
                  update((previous) => ({ ...previous, eids: previous.eids.filter((_, i) => i !== index) }))
                }
              >
                {t('settings.occasions.removeEid', { eid: t(EID_KEYS[eid.eid]), date: eid.date })}
              </Button>
            </div>
          </fieldset>
        ))}
      </div>
      <div className={styles.saveActions}>
        <Button
          tone="secondary"
          disabled={draft.eids.length >= OCCASION_LIMITS.eidPrayers}
          onClick={() => addEid('fitr')}
        >
          {t('settings.occasions.addFitr')}
        </Button>
        <Button
          tone="secondary"
          disabled={draft.eids.length >= OCCASION_LIMITS.eidPrayers}
          onClick={() => addEid('adha')}
        >
          {t('settings.occasions.addAdha')}
        </Button>
      </div>

      <h3 className={styles.legend}>{t('settings.occasions.ramadan')}</h3>
      <p className={styles.intro}>{t('settings.occasions.ramadanIntro')}</p>
      <div className={styles.itemFields} style={ALIGN_TOP}>
        <CheckboxField
          label={t('settings.occasions.ramadanEnabled')}
          checked={draft.ramadanEnabled}
          onChange={(event) => update((previous) => ({ ...previous, ramadanEnabled: event.target.checked }))}
        />
        <TextField
          label={t('settings.occasions.suhoorMinutes')}
          inputMode="numeric"
          value={draft.suhoorMinutes}
          error={errorFor(errors, 'ramadan.suhoorMinutesBeforeFajr')}
          onChange={(event) =>
            update(
              (previous) => ({ ...previous, suhoorMinutes: event.target.value }),
              'ramadan.suhoorMinutesBeforeFajr',
            )
          }
        />
        <TextField
          label={t('settings.occasions.taraweeh')}
          {...TIME_INPUT}
          placeholder="20:45"
          hint={t('settings.occasions.taraweehHint')}
          value={draft.taraweehTime}
          onBlur={() =>
            update((previous) => ({
              ...previous,
              taraweehTime: readTime(previous.taraweehTime, USUAL_TIMES.taraweeh),
            }))
          }
          error={errorFor(errors, 'ramadan.taraweehTime')}
          onChange={(event) =>
            update((previous) => ({ ...previous, taraweehTime: event.target.value }), 'ramadan.taraweehTime')
          }
        />
      </div>
    </SectionFrame>
  );
}
