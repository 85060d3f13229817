import { useMemo } from 'react';
import { twelveHourClockOf } from '@core/i18n/country-conventions.js';
import { compareMethods, type Place } from '@core/prayer/method-choices.js';
import { methodInfo } from '@core/prayer/methods.js';
import type { CalculationMethodId } from '@core/prayer/prayer.types.js';
import { localFormat } from '@core/time/localized-format.js';
import { parseTimeOfDay } from '@core/time/zone.js';
import { Button } from '../../../components/button.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { countryName } from '../logic/salah-words.js';
import * as styles from './salah.css.js';

interface Props {
  country: string;
  place: Place;
  methods: readonly CalculationMethodId[];
  /** The method's name as the server gives it (in the admin's language), else core's. */
  nameOf(id: CalculationMethodId): string;
  /** The method the admin said the masjid follows, or null while not said. */
  chosen: CalculationMethodId | null;
  onChoose(id: CalculationMethodId): void;
  onImportPrinted(): void;
  importing: boolean;
}

/** The largest difference between the methods' Fajr (or Isha) on one of the two days, in minutes. */
function spread(rows: ReturnType<typeof compareMethods>): number {
  let widest = 0;
  for (const day of ['longest', 'shortest'] as const)
    for (const prayer of ['fajr', 'isha'] as const) {
      const minutes = rows.map((row) => parseTimeOfDay(row[day][prayer])).filter((m) => m !== undefined);
      if (minutes.length > 1) widest = Math.max(widest, Math.max(...minutes) - Math.min(...minutes));
    }
  return widest;
}

/**
 * Where a country has no single authority (docs/calculation-methods.md): what each common method gives at
 * the masjid's place on the longest and the shortest day, and the admin says which one the masjid follows,
 * or imports the printed timetable it already has.
 */
export function MethodComparison({
  country,
  place,
  methods,
  nameOf,
  chosen,
  onChoose,
  onImportPrinted,
  importing,
}: Props) {
  const { t, language } = useAdminTranslator();
  const rows = useMemo(() => compareMethods(place, methods, new Date().getFullYear()), [place, methods]);
  const format = useMemo(
    () => localFormat({ language, country, hour12: twelveHourClockOf(country) ?? true }),
    [language, country],
  );
  const first = rows[0];
  if (!first) return null;
  return (
    <section className={styles.methodComparison} data-testid="method-comparison">
      <p className={styles.methodComparisonTitle}>
        {t('salah.methods.differ', { country: countryName(country, language), minutes: String(spread(rows)) })}
      </p>
      <div className={styles.methodComparisonScroll}>
        <table className={styles.methodComparisonTable}>
          <thead>
            <tr>
              <th rowSpan={2} scope="col">
                {t('salah.methods.method')}
              </th>
              <th colSpan={2} scope="colgroup">
                {t('salah.methods.longest', { date: format.longDate(first.longest.date) })}
              </th>
              <th colSpan={2} scope="colgroup">
                {t('salah.methods.shortest', { date: format.longDate(first.shortest.date) })}
              </th>
              <th rowSpan={2} />
            </tr>
            <tr>
              <th scope="col">{t('salah.offset.fajr')}</th>
              <th scope="col">{t('salah.offset.isha')}</th>
              <th scope="col">{t('salah.offset.fajr')}</th>
              <th scope="col">{t('salah.offset.isha')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.method} data-method={row.method} data-chosen={chosen === row.method || undefined}>
                <th scope="row">{nameOf(row.method) || methodInfo(row.method).name}</th>
                <td>
                  <bdi>{format.time(row.longest.fajr)}</bdi>
                </td>
                <td>
                  <bdi>{format.time(row.longest.isha)}</bdi>
                </td>
                <td>
                  <bdi>{format.time(row.shortest.fajr)}</bdi>
                </td>
                <td>
                  <bdi>{format.time(row.shortest.isha)}</bdi>
                </td>
                <td>
                  {chosen === row.method ? (
                    <strong>{t('salah.methods.chosen')}</strong>
                  ) : (
                    <Button tone="secondary" onClick={() => onChoose(row.method)}>
                      {t('salah.methods.follow')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.methodComparisonImport}>
        <Button tone="secondary" onClick={onImportPrinted} disabled={importing}>
          {t('salah.methods.importPrinted')}
        </Button>
        <p className={styles.help}>{t('salah.methods.importHint')}</p>
      </div>
    </section>
  );
}
