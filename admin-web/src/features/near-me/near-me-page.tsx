import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { allCountries } from '@core/masjid/countries.js';
import { placeKey } from '@core/geo/place-key.js';
import { parseLanguage } from '@core/i18n/languages.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import { Button } from '../../components/button.js';
import { SelectField, TextField } from '../../components/field.js';
import {
  ENGLISH_LOCALE,
  languageOverride,
  PublicLocaleProvider,
  useDocumentLanguage,
  useMasjidLocale,
  usePublicLocale,
} from '../../lib/i18n/public-locale.js';
import { useOfflineShell } from '../install/use-installable-page.js';
import { FollowButton } from '../following/follow-button.js';
import { useFollowedMasjids } from '../following/followed-masjids.js';
import * as styles from './near-me.css.js';
import {
  byDistance,
  hasJumuahIn,
  jumuahLanguages,
  roundedDistance,
  usesMiles,
  type NearMasjid,
  type Point,
} from './nearest.js';
import { findPlace, type CountryNames, type PlaceRow } from './places.js';
import { loadMasjidList, loadMasjidTimes, type MasjidList, type MasjidTimes } from './v1-reads.js';

/** Masjids shown at a time: each asks the API for two answers, well within its 60 reads a minute. */
const PAGE_SIZE = 20;

type ListState = { state: 'loading' } | { state: 'failed' } | ({ state: 'ready' } & MasjidList);
/** Where the distances are measured from; `place` null: the device's own location. */
interface Origin {
  point: Point;
  place: string | null;
}
type Notice = 'locating' | 'refused' | { notFound: string } | null;
type Times = MasjidTimes | 'failed';

/** The country names a typed place may end with, in English and the page's language, by place key. */
function countryNames(language: string): CountryNames {
  const names = new Map<string, string>();
  const local = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([language], { type: 'region' }) : null;
  for (const country of allCountries()) {
    for (const name of [country.name, ...country.aliases, local?.of(country.code) ?? '']) {
      const key = placeKey(name);
      if (key && !names.has(key)) names.set(key, country.code);
    }
  }
  return names;
}

let placeRows: Promise<readonly PlaceRow[]> | null = null;
/** The bundled gazetteer, fetched the first time a place is typed (about 290 KB compressed). */
function loadPlaces(): Promise<readonly PlaceRow[]> {
  placeRows ??= import('virtual:near-me-places').then((module) => module.default);
  return placeRows;
}

/**
 * /near-me (docs/outside-the-hall.md, "Near me"): the public masjids nearest to the visitor, with each one's
 * next iqama and its coming Jumu'ah. The visitor's place, from the browser (asked only on a press) or
 * typed and found in the bundled gazetteer, stays on the device: the page loads the same list for
 * everyone and measures the distances itself.
 */
export function NearMePage() {
  // The visitor's own language when the page speaks it; `?lang=` overrides it (docs/languages.md).
  const browserLanguage = typeof navigator === 'undefined' ? null : parseLanguage(navigator.language);
  const configurations = useMemo(() => [], []);
  const locale = useMasjidLocale(configurations, browserLanguage) ?? (languageOverride() ? null : ENGLISH_LOCALE);
  useDocumentLanguage(locale);
  useOfflineShell();
  if (!locale) return null;
  return (
    <PublicLocaleProvider locale={locale}>
      <NearMe locale={locale} />
    </PublicLocaleProvider>
  );
}

function NearMe({ locale }: { locale: PublicLocale }) {
  const { t } = locale;
  const [list, setList] = useState<ListState>({ state: 'loading' });
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const [language, setLanguage] = useState('');
  const [times, setTimes] = useState<Record<string, Times>>({});
  const asked = useRef(new Set<string>());
  const followed = useFollowedMasjids();

  useEffect(() => {
    document.title = t('nearMe.title');
  }, [t]);

  useEffect(() => {
    let cancelled = false;
    loadMasjidList().then(
      (loaded) => !cancelled && setList({ state: 'ready', ...loaded }),
      () => !cancelled && setList({ state: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const sorted: NearMasjid[] = useMemo(
    () => (origin && list.state === 'ready' ? byDistance(list.list.masjids, origin.point) : []),
    [origin, list],
  );
  const nearest = sorted.slice(0, shown);

  // Each shown masjid's next prayer and coming Friday, asked for once by its URL (never with the visitor's place).
  useEffect(() => {
    for (const { masjid } of nearest) {
      if (asked.current.has(masjid.url) || masjid.timeZone === null) continue;
      asked.current.add(masjid.url);
      loadMasjidTimes(masjid.url).then(
        (loaded) => setTimes((before) => ({ ...before, [masjid.url]: loaded })),
        () => setTimes((before) => ({ ...before, [masjid.url]: 'failed' })),
      );
    }
  }, [nearest]);

  const fridays = nearest.map(({ masjid }) => {
    const loaded = times[masjid.url];
    return loaded && loaded !== 'failed' ? loaded.friday : null;
  });
  const languages = jumuahLanguages(fridays);
  const filtered = language ? nearest.filter((_, index) => hasJumuahIn(fridays[index], language)) : nearest;

  function useMyLocation() {
    if (!('geolocation' in navigator)) {
      setNotice('refused');
      return;
    }
    setNotice('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setOrigin({
          point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
          place: null,
        });
        setNotice(null);
        setShown(PAGE_SIZE);
      },
      () => setNotice('refused'),
      { maximumAge: 10 * 60_000, timeout: 20_000 },
    );
  }

  async function findTyped(event: FormEvent) {
    event.preventDefault();
    const text = typed.trim();
    if (!text) return;
    const found = findPlace(text, await loadPlaces(), countryNames(locale.language));
    if (!found) {
      setNotice({ notFound: text });
      return;
    }
    const where = [found.name, found.region || found.country].filter(Boolean).join(', ');
    setOrigin({ point: found, place: where });
    setNotice(null);
    setShown(PAGE_SIZE);
  }

  const miles = usesMiles(sorted[0]?.masjid.country);
  return (
    <main className={styles.page} data-testid="near-me">
      <h1 className={styles.heading}>{t('nearMe.title')}</h1>
      <p className={styles.intro}>{t('nearMe.intro')}</p>
      <div className={styles.controls}>
        <Button tone="primary" onClick={useMyLocation} data-testid="use-my-location">
          {t('nearMe.useLocation')}
        </Button>
        <form className={styles.placeForm} onSubmit={(event) => void findTyped(event)} role="search">
          <TextField
            className={styles.placeField}
            label={t('nearMe.placeLabel')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            name="place"
          />
          <Button type="submit">{t('nearMe.find')}</Button>
        </form>
        {languages.length > 0 && (
          <SelectField
            className={styles.filter}
            label={t('nearMe.languageFilter', { jumuah: locale.prayer('jumuah') })}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            <option value="">{t('nearMe.anyLanguage')}</option>
            {languages.map((entry) => (
              <option key={entry} value={entry}>
                {entry}
              </option>
            ))}
          </SelectField>
        )}
      </div>

      <p className={styles.status} role="status" data-testid="near-me-status">
        {noticeText(locale, notice) ?? (origin ? originText(locale, origin) : '')}
      </p>
      {list.state === 'ready' && list.savedAt && (
        <p className={styles.note} data-testid="near-me-offline">
          {t('nearMe.offline', { date: locale.format.date(list.savedAt.slice(0, 10)) })}
        </p>
      )}
      {list.state === 'failed' && (
        <p className={styles.note} role="alert">
          {t('nearMe.listFailed')}
        </p>
      )}
      {list.state !== 'failed' && !origin && <p className={styles.note}>{t('nearMe.choose')}</p>}

      {origin && list.state === 'ready' && (
        <>
          {filtered.length === 0 && (
            <p className={styles.note}>
              {language ? t('nearMe.noneInLanguage', { jumuah: locale.prayer('jumuah'), language }) : t('nearMe.none')}
            </p>
          )}
          <ol className={styles.list} data-testid="near-me-list">
            {filtered.map((near) => (
              <MasjidRow key={near.masjid.url} near={near} miles={miles} times={times[near.masjid.url]} />
            ))}
          </ol>
          {sorted.length > shown && (
            <Button className={styles.more} onClick={() => setShown((count) => count + PAGE_SIZE)}>
              {t('nearMe.more')}
            </Button>
          )}
        </>
      )}
      {followed.length > 0 && (
        <p className={styles.note}>
          <a
            href={locale.language === 'en' ? '/following' : `/following?lang=${locale.language}`}
            data-testid="following-link"
          >
            {t('follow.title')}
          </a>
        </p>
      )}
      <GazetteerCredit locale={locale} />
    </main>
  );
}

/** GeoNames' licence asks for credit wherever its data is redistributed: the page ships its towns (THIRD_PARTY.md). */
function GazetteerCredit({ locale }: { locale: PublicLocale }) {
  const [before, after] = locale.around('nearMe.credit', 'source');
  return (
    <p className={`${styles.note} ${styles.credit}`}>
      {before}
      <a href="https://www.geonames.org">GeoNames</a>
      {after}
    </p>
  );
}

function noticeText(locale: PublicLocale, notice: Notice): string | null {
  if (notice === null) return null;
  if (notice === 'locating') return locale.t('nearMe.locating');
  if (notice === 'refused') return locale.t('nearMe.refused');
  return locale.t('nearMe.notFound', { place: notice.notFound });
}

function originText(locale: PublicLocale, origin: Origin): string {
  return origin.place === null ? locale.t('nearMe.nearYou') : locale.t('nearMe.near', { place: origin.place });
}

function MasjidRow({ near, miles, times }: { near: NearMasjid; miles: boolean; times: Times | undefined }) {
  const locale = usePublicLocale();
  const { t, format } = locale;
  const { masjid } = near;
  const distance = format.digits(String(roundedDistance(near.km, miles)));
  return (
    <li className={styles.row} data-testid="near-me-row" data-url={masjid.url}>
      <div className={styles.rowHead}>
        <h2 className={styles.name}>
          <a href={`/${encodeURIComponent(masjid.url)}`}>
            <bdi>{masjid.name}</bdi>
          </a>
        </h2>
        <span className={styles.rowEnd}>
          <span className={styles.distance} data-testid="near-me-distance">
            {t(miles ? 'nearMe.miles' : 'nearMe.km', { distance })}
          </span>
          <FollowButton url={masjid.url} name={masjid.name} />
        </span>
      </div>
      <div className={styles.times}>
        <RowTimes times={times} notSetUp={masjid.timeZone === null} />
      </div>
    </li>
  );
}

function RowTimes({ times, notSetUp }: { times: Times | undefined; notSetUp: boolean }) {
  const locale = usePublicLocale();
  const { t, format } = locale;
  if (notSetUp || times === 'failed')
    return <p className={`${styles.timeLine} ${styles.muted}`}>{t('nearMe.noTimes')}</p>;
  if (!times) return <p className={`${styles.timeLine} ${styles.muted}`}>{t('page.loading')}</p>;
  const { next, friday } = times;
  const iqama = next?.nextIqama;
  const azan = next?.next;
  return (
    <>
      {iqama && (
        <p className={styles.timeLine} data-testid="near-me-iqama">
          {t('nearMe.nextIqama', { word: locale.iqamaWord, prayer: locale.prayer(iqama.prayer) })}{' '}
          <strong>{format.time(iqama.time)}</strong>
        </p>
      )}
      {azan && (
        <p className={styles.timeLine} data-testid="near-me-azan">
          {t('nearMe.nextAzan', { word: locale.azanWord, prayer: locale.prayer(azan.prayer) })}{' '}
          <strong>{format.time(azan.azan.time)}</strong>
        </p>
      )}
      {friday?.jumuah && friday.jumuah.sessions.length > 0 && (
        <div data-testid="near-me-jumuah">
          <p className={styles.timeLine}>
            {friday.date === next?.date
              ? t('nearMe.jumuahToday', { jumuah: locale.prayer('jumuah') })
              : t('nearMe.jumuahOn', { jumuah: locale.prayer('jumuah'), date: format.longDate(friday.date) })}
          </p>
          {friday.jumuah.sessions.map((session) => (
            <p key={session.session} className={styles.timeLine}>
              {locale.fridayWords.khutbah} {format.time(session.khutbah.time)} · {locale.fridayWords.salah}{' '}
              {format.time(session.salah.time)}
              {/* What the masjid wrote keeps its own direction on a right-to-left page (docs/languages.md). */}
              {session.language.trim() && (
                <>
                  {' · '}
                  <bdi>{session.language.trim()}</bdi>
                </>
              )}
              {session.khateeb && (
                <>
                  {' · '}
                  <KhateebName locale={locale} name={session.khateeb} />
                </>
              )}
            </p>
          ))}
        </div>
      )}
    </>
  );
}

/** "Khateeb: Imam Ali", the name isolated where the language puts it. */
function KhateebName({ locale, name }: { locale: PublicLocale; name: string }) {
  const [before, after] = locale.around('nearMe.khateeb', 'name', { word: locale.t('term.khateeb') });
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}
