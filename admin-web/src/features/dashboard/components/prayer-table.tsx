import { nextJummah } from '@core/content/jummah.js';
import { khateebLine } from '@core/i18n/khateeb-line.js';
import type { Jummah } from '@core/content/central-control.types.js';
import type { EidPrayer, JumuahSession } from '@core/occasions/occasions.types.js';
import { eidPrayersOn } from '@core/occasions/eid.js';
import { zonedInstant } from '@core/dashboard/zoned-clock.js';
import { Fragment } from 'react';
import { DASHBOARD_ROWS, isChangeSoon, type ScheduleState } from '@core/dashboard/prayer-schedule.js';
import type { DayPrayerView } from '@core/prayer/prayer.types.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { TimesInZone } from '../../../components/times-in-zone.js';
import * as styles from '../dashboard.css.js';
import { useFitText, type FitPlan } from '../hooks/use-fit-text.js';
import { JumuahSessionsRow, SessionLines } from './jumuah-sessions-row.js';
import { fridayRow } from '@core/occasions/friday-row.js';
import { jumahTextParts } from '@core/dashboard/phases/friday-sessions.js';
import type { RamadanCard } from '@core/occasions/occasion-cards.js';
import { PrayerName } from './prayer-name.js';

interface PrayerTableProps {
  schedule: ScheduleState & { today: DayPrayerView };
  jumahPrayer: string;
  jummahs: readonly Jummah[];
  /** The masjid's Jumu'ah sessions: when there are any, the Jum'ah row lists them (jumuah-sessions-row.tsx). */
  jumuahSessions?: readonly JumuahSession[];
  /** The masjid's Eid prayers: on the day, each is a row of the main times after Shurooq (docs/jumuah-eid-ramadan.md). */
  eidPrayers?: readonly EidPrayer[];
  /** A day of Ramadan: suhoor's end, iftar and taraweeh are a row of the main times (docs/jumuah-eid-ramadan.md). */
  ramadan?: RamadanCard | null;
  /** The Hijri string to show, when it differs from the day's own (turning at Maghrib). */
  hijri?: string;
  /** The masjid's IANA zone, named under the table (docs/volunteer.md "Time formats"). */
  timeZone?: string;
  /** What else sizes the table (large type): a change fits it to the screen again. */
  layout?: string;
  /** The moment shown: on Eid morning the Eid row is next while an Eid salah is still to come. */
  now?: number;
}

/**
 * '5:40 pm' with a smaller 'pm', so a large time still fits its column; isolated (bdi) so a right-to-left
 * page never reorders its digits and its am/pm word (docs/languages.md#right-to-left).
 */
function Time({ value }: { value: string | null | undefined }) {
  const { format } = usePublicLocale();
  const { time, meridiem } = format.timeParts(value);
  return (
    <bdi>
      {/* Where the language puts it (docs/languages.md): 'ÖÖ 5:55' in Turkish, every time on the screen alike. */}
      {meridiem && format.meridiemFirst && <span className={styles.meridiem}>{meridiem} </span>}
      {time}
      {/* The space inside the smaller span: narrow on screen, and the text still reads '5:40 pm'. */}
      {meridiem && !format.meridiemFirst && <span className={styles.meridiem}> {meridiem}</span>}
    </bdi>
  );
}

function NextChange({ time, date, today }: { time: string | null; date: string | null; today: string }) {
  const { format } = usePublicLocale();
  if (!time || !date) return null;
  const soon = isChangeSoon(date, today);
  return (
    <span className={soon ? styles.blink : undefined} data-soon={soon ? 'true' : undefined}>
      <span className={styles.changeLine}>
        <bdi>{format.shortDate(date)}</bdi>
      </span>
      <span className={styles.changeLine}>
        <bdi>{format.time(time)}</bdi>
      </span>
    </span>
  );
}

/** Words kept whole: 'Eid al-Fitr' may wrap between its words, never at its hyphen. */
function WholeWords({ text }: { text: string }) {
  return text.split(' ').map((word, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className={styles.wholeWord}>{word}</span>
    </Fragment>
  ));
}

/**
 * The day's Eid prayers as rows of the main times: the Eid's name, then its salah times in the times' size.
 * While an Eid salah is still to come the Eid row is the next prayer, as the header's countdown says.
 */
function EidRows({ prayers, next }: { prayers: readonly EidPrayer[]; next: boolean }) {
  const { t } = usePublicLocale();
  return prayers.map((prayer) => (
    <tr
      key={`${prayer.eid}-${prayer.date}`}
      data-prayer="eid"
      data-testid="eid-row"
      data-state={next ? 'next' : undefined}
      className={`${styles.eidRow} ${next ? styles.nextRow : ''}`}
    >
      <td>
        <WholeWords text={t(prayer.eid === 'adha' ? 'term.eidAdha' : 'term.eidFitr')} />
        {next && <span className={styles.tag}>{t('table.next')}</span>}
      </td>
      <td colSpan={3} className={styles.eidTimes}>
        {prayer.times.map((time, index) => (
          <Fragment key={time}>
            {index > 0 && ' · '}
            <Time value={time} />
          </Fragment>
        ))}
        <span className={styles.eidPlace}>{prayer.place ? <bdi>{prayer.place}</bdi> : t('occasion.atMasjid')}</span>
      </td>
    </tr>
  ));
}

/**
 * A day of Ramadan in the main times: suhoor's end (Imsak), iftar and taraweeh in the times' own size, each
 * under its word, so the hall reads them from the back as it reads Maghrib.
 */
function RamadanRow({ card }: { card: Extract<RamadanCard, { kind: 'day' }> }) {
  const { t, format } = usePublicLocale();
  const facts = [
    // The word screens of each market use: 'Imsak' in Indonesia, Malaysia and Turkey (docs/languages.md).
    { key: 'suhoor', label: t('occasion.imsak'), time: card.suhoorEnds },
    { key: 'iftar', label: t('term.iftar'), time: card.iftar },
    { key: 'taraweeh', label: t('term.taraweeh'), time: card.taraweeh },
  ];
  return (
    <tr data-prayer="ramadan" data-testid="ramadan-times" className={styles.ramadanRow}>
      <td>
        <span className={styles.ramadanName}>{t('term.ramadan')}</span>
        <span className={styles.ramadanDay}>{format.digits(String(card.day))}</span>
      </td>
      <td colSpan={3} className={styles.ramadanCell}>
        <ul className={styles.ramadanFacts}>
          {facts.map((fact) => (
            <li key={fact.key} data-fact={fact.key} className={styles.ramadanFact}>
              <span className={styles.ramadanLabel}>{fact.label}</span>
              {fact.time ? (
                <Time value={fact.time} />
              ) : (
                <span className={styles.ramadanAfter}>{t('occasion.afterIsha', { isha: t('term.isha') })}</span>
              )}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/** The smallest a crowded day makes normal type: three quarters. */
const NORMAL_FLOOR = 0.75;
/**
 * Normal type's times over large type's, the larger of landscape (3.2em / 4em) and portrait (2.6em / 3.1em;
 * hall-screen.css.ts): large type shrunk this far is still at least normal type's full size.
 */
const LARGE_FLOOR = 2.6 / 3.1;
const NORMAL_PLAN: FitPlan = [
  [0, NORMAL_FLOOR],
  [1, NORMAL_FLOOR],
];
/**
 * Large type never hides a prayer and is never smaller than normal type (docs/hall-screen.md). A crowded day
 * gives up the decoration first at full size: the sessions' languages and khateebs (form 1), then the
 * bigger clock (form 2); then the table shrinks toward normal size. Where even that does not fit, the
 * table takes normal type's size and columns for the moment (form 3) and fits as normal type does, so it
 * is never smaller than normal type would be.
 */
const LARGE_PLAN: FitPlan = [
  [0, 1],
  [1, 1],
  [2, 1],
  [2, LARGE_FLOOR],
  [3, NORMAL_FLOOR],
];

const CLOCK_CHANGE_TEXT = { forward: 'dashboard.clockForward', back: 'dashboard.clockBack' } as const;

/**
 * Today's salah table of docs/product-rules.md ("Pages"), with the current prayer and the next one marked. After Isha's
 * iqama it shows tomorrow, marking the iqamas that change and a DST night (docs/prayer-table.md).
 */
export function PrayerTable({
  schedule,
  jumahPrayer,
  jummahs,
  jumuahSessions = [],
  eidPrayers = [],
  ramadan = null,
  hijri: hijriOverride,
  timeZone,
  layout = '',
  now,
}: PrayerTableProps) {
  const locale = usePublicLocale();
  const { t, terms } = locale;
  const today = schedule.shown ?? schedule.today;
  const date = today.date.slice(0, 10);
  const tomorrow = date > schedule.date;
  const khateeb = nextJummah(jummahs, date);
  const hijri = locale.hijriLong(hijriOverride ?? today.hijriString);
  const changed = new Set<string>(schedule.changed ?? []);
  const eidToday = eidPrayersOn(eidPrayers, date);
  // The header counts down to an Eid salah still to come (docs/phases.md): the table marks the same prayer next.
  const eidNext =
    !tomorrow &&
    now !== undefined &&
    timeZone !== undefined &&
    eidToday.some((prayer) => prayer.times.some((time) => zonedInstant(timeZone, date, time) > now));
  // On a Friday the noon row is Jumu'ah with each session's khutbah and salah (docs/jumuah-eid-ramadan.md).
  // Without sessions of its own or in its Jum'ah text the row keeps its columns, the iqama being the khutbah.
  const friday = fridayRow(today, jumuahSessions, jumahPrayer, jummahs);
  const fridayLines =
    friday !== null && (jumuahSessions.length > 0 || friday.sessions[0]?.khutbah !== today.dhuhrIqama);
  // On a screen the table fills the height left to it; a crowded day (the Now/Next tag under a long name in
  // large type, a Jumu'ah row with its khateeb) makes it a little smaller rather than cut off its last row.
  const fit = useFitText<HTMLDivElement>(
    [
      layout,
      date,
      schedule.currentRow,
      schedule.nextRow,
      khateeb?.date,
      jumuahSessions.length,
      jumahPrayer,
      ramadan?.kind,
      eidPrayers.length,
      [...changed],
    ].join('|'),
    NORMAL_FLOOR,
    0.02,
    { plan: layout === 'large' ? LARGE_PLAN : NORMAL_PLAN },
  );
  return (
    <>
      <h2 className={styles.dateHeading} data-testid="date-heading" data-shown={tomorrow ? 'tomorrow' : 'today'}>
        {tomorrow && <span className={styles.tomorrowLabel}>{t('dashboard.tomorrow')} · </span>}
        {locale.format.weekdayDate(date)}
      </h2>
      <p className={styles.hijriHeading} data-testid="hijri-heading">
        {hijri}
        {schedule.clockChange && (
          <span className={styles.clockChangeNote} data-testid="clock-change">
            {t(CLOCK_CHANGE_TEXT[schedule.clockChange])}
          </span>
        )}
      </p>
      <div className={styles.tableWrap} ref={fit}>
        <table className={styles.table} data-testid="prayer-table">
          {/* Fixed widths: moving the Now/Next tag or a longer time never shifts the columns. */}
          <colgroup>
            <col className={styles.nameColumn} />
            <col className={styles.azanColumn} />
            <col className={styles.iqamaColumn} />
            <col className={styles.changeColumn} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('table.prayer')}</span>
              </th>
              <th scope="col">{locale.language === 'en' ? 'Azan' : t('term.azan')}</th>
              <th scope="col">{terms.iqama}</th>
              <th scope="col">{t('table.nextChange')}</th>
            </tr>
          </thead>
          <tbody>
            {DASHBOARD_ROWS.map((row) => {
              const isCurrent = row.key !== 'sunrise' && schedule.currentRow === row.key;
              const isNext = row.key !== 'sunrise' && !isCurrent && !eidNext && schedule.nextRow === row.key;
              const iqamaChanged = row.iqama !== null && changed.has(row.iqama);
              return (
                <Fragment key={row.key}>
                  <tr
                    data-prayer={row.key}
                    data-state={isCurrent ? 'current' : isNext ? 'next' : undefined}
                    className={isCurrent ? styles.currentRow : isNext ? styles.nextRow : undefined}
                  >
                    <td>
                      <PrayerName name={friday && row.key === 'dhuhr' ? 'jumuah' : row.key} />
                      {isCurrent && <span className={styles.tag}>{t('table.now')}</span>}
                      {isNext && <span className={styles.tag}>{t('table.next')}</span>}
                    </td>
                    {fridayLines && row.key === 'dhuhr' ? (
                      <td colSpan={3} className={styles.jummahCell} data-column="sessions">
                        <SessionLines lines={friday!.sessions} className={styles.fridaySessions} />
                      </td>
                    ) : (
                      <>
                        <td data-column="azan">
                          <Time value={today[row.key]} />
                        </td>
                        <td data-column="iqama" data-changed={iqamaChanged ? 'true' : undefined}>
                          {row.iqama ? <Time value={today[row.iqama]} /> : ''}
                          {iqamaChanged && (
                            <span className={styles.changedMark} title={t('table.newTitle')} data-mark="changed">
                              {t('table.new')}
                            </span>
                          )}
                        </td>
                        <td data-column="change" className={styles.changeCell}>
                          {row.change && (
                            <NextChange
                              time={today[`${row.change}Change`]}
                              date={today[`${row.change}ChangeDate`]}
                              today={date}
                            />
                          )}
                        </td>
                      </>
                    )}
                  </tr>
                  {row.key === 'sunrise' && <EidRows prayers={eidToday} next={eidNext} />}
                </Fragment>
              );
            })}
            {ramadan?.kind === 'day' && <RamadanRow card={ramadan} />}
            {!friday && jumuahSessions.length > 0 && (
              <JumuahSessionsRow date={date} sessions={jumuahSessions} jummahs={jummahs} />
            )}
            {!fridayLines && jumuahSessions.length === 0 && (jumahPrayer.trim() || khateeb) && (
              <tr data-prayer="jumah">
                <td>
                  <PrayerName name="jumuah" />
                </td>
                <td colSpan={3} className={styles.jummahCell}>
                  {jumahPrayer.trim() && (
                    <span className={styles.jummahText}>
                      {/* Its times as the screen reads them: "5.30pm" shows as 17:30 in France. */}
                      <bdi>
                        {jumahTextParts(jumahPrayer).map((part, index) =>
                          typeof part === 'string' ? part : <bdi key={index}>{locale.format.time(part.time)}</bdi>,
                        )}
                      </bdi>
                    </span>
                  )}
                  {khateeb && (
                    <span className={styles.jummahLine} data-testid="khateeb" data-fit-optional>
                      {khateebLine(locale, khateeb, date)}
                    </span>
                  )}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {timeZone && <TimesInZone zone={timeZone} className={styles.zoneFooter} testId="time-zone" />}
    </>
  );
}
