import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { masjidCalendar } from '@core/hall-screen/hijri-at-maghrib.js';
import { occasionCards, type EidCard, type RamadanCard } from '@core/occasions/occasion-cards.js';
import { formatCountdown } from '@core/time/display-format.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import * as styles from './occasion-cards.css.js';

interface Props {
  data: DashboardData;
  /** The masjid's civil date now. */
  date: string;
  zone: string;
  now: number;
}

/** Today's Ramadan card (null outside Ramadan and its eve): the prayer table shows a Ramadan day's times. */
export function ramadanToday(data: DashboardData, date: string, zone: string, now: number): RamadanCard | null {
  // The masjid's declared months first, Umm al-Qura with its adjustment second (docs/jumuah-eid-ramadan.md).
  const hijriAdjustment = masjidCalendar(data);
  return occasionCards({ date, zone, nowMs: now, days: data.days, occasions: data.occasions, hijriAdjustment }).ramadan;
}

/** Ramadan and Eid cards, shown only in their season (docs/jumuah-eid-ramadan.md; the rules in core/src/occasions). */
export function OccasionCards({ data, date, zone, now }: Props) {
  const hijriAdjustment = masjidCalendar(data);
  const { ramadan, eids } = occasionCards({
    date,
    zone,
    nowMs: now,
    days: data.days,
    occasions: data.occasions,
    hijriAdjustment,
  });
  if (!ramadan && !eids.some((eid) => eid.daysUntil > 0)) return null;
  return (
    <div className={styles.cards} data-testid="occasion-cards">
      {ramadan && <RamadanCardView card={ramadan} now={now} />}
      {/* On the day itself the Eid is a row of the prayer table, with its place (prayer-table.tsx). */}
      {eids
        .filter((eid) => eid.daysUntil > 0)
        .map((eid) => (
          <EidCardView key={`${eid.eid}-${eid.date}`} card={eid} />
        ))}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <li className={styles.fact}>
      <span className={styles.factLabel}>{label}</span>
      <span className={styles.factValue}>{value}</span>
    </li>
  );
}

function RamadanCardView({ card, now }: { card: RamadanCard; now: number }) {
  const locale = usePublicLocale();
  const { t, format } = locale;
  const english = locale.language === 'en';
  const word = (key: 'term.ramadan' | 'term.suhoor' | 'term.iftar' | 'term.taraweeh' | 'term.isha') => t(key);
  const taraweeh = card.taraweeh
    ? format.time(card.taraweeh)
    : t('occasion.afterIsha', { isha: english ? 'Isha' : word('term.isha') });
  // English keeps its sentence case ('First taraweeh tonight'); the glossary's capitalised word elsewhere.
  // The word screens of each market use: 'Imsak' in Indonesia, Malaysia and Turkey (docs/languages.md).
  const suhoorEnds = t('occasion.imsak');
  const countdownLabel = card.countdown && (card.countdown.label === 'Iftar' ? word('term.iftar') : suhoorEnds);
  return (
    <section className={styles.card} data-testid="ramadan-card" data-kind={card.kind} aria-label={word('term.ramadan')}>
      <h3 className={styles.title}>
        {card.kind === 'day'
          ? t('occasion.ramadanDay', { ramadan: word('term.ramadan'), day: card.day })
          : t('occasion.ramadanTomorrow', { ramadan: word('term.ramadan') })}
      </h3>
      {/* On a day of Ramadan its times are a row of the prayer table (prayer-table.tsx), in the times' size. */}
      {card.kind === 'eve' && (
        <ul className={styles.facts}>
          <Fact
            label={t('occasion.firstTaraweeh', { taraweeh: english ? 'taraweeh' : word('term.taraweeh') })}
            value={taraweeh}
          />
          {card.suhoorEnds && <Fact label={suhoorEnds} value={format.time(card.suhoorEnds)} />}
        </ul>
      )}
      {card.countdown && (
        <p className={styles.countdown} data-testid="ramadan-countdown">
          {t('countdown.in', {
            what: countdownLabel ?? '',
            remaining: format.digits(formatCountdown(card.countdown.at - now)),
          })}
        </p>
      )}
    </section>
  );
}

function EidCardView({ card }: { card: EidCard }) {
  const { t, format } = usePublicLocale();
  const when =
    card.daysUntil === 0
      ? t('occasion.today')
      : card.daysUntil === 1
        ? t('occasion.tomorrow')
        : t('occasion.inDays', { count: card.daysUntil });
  const name = t(card.eid === 'fitr' ? 'term.eidFitr' : 'term.eidAdha');
  return (
    <section className={styles.card} data-testid="eid-card" data-eid={card.eid} aria-label={name}>
      <h3 className={styles.title}>
        {name} · {when}
      </h3>
      <p className={styles.note}>{format.weekdayDate(card.date)}</p>
      <ul className={styles.facts}>
        <Fact
          label={card.times.length > 1 ? t('occasion.salah') : t('occasion.salahAt')}
          value={card.times.map((time) => format.time(time)).join(' · ')}
        />
      </ul>
      <p className={styles.note}>{card.place || t('occasion.atMasjid')}</p>
    </section>
  );
}
