import { useState } from 'react';
import type { Council } from '@core/councils/council.js';
import type { GeoCode } from '@core/prayer/prayer.types.js';
import { CALCULATION_METHODS, effectiveOffsets } from '@core/prayer/methods.js';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { TextField } from '../../../components/field.js';
import { Card } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useGeocode } from '../../salah/api/geocode.js';
import { CalculationFields, type CalculationChoices } from '../../salah/components/calculation-fields.js';
import { useCouncilTimetable, usePublishCouncilTimetable, useWithdrawCouncilTimetable } from '../api/councils.js';
import * as styles from './council-page.css.js';

const DAYS_SHOWN = 7;
const COLUMNS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
const COLUMN_KEYS = {
  fajr: 'term.fajr',
  sunrise: 'term.sunrise',
  dhuhr: 'term.dhuhr',
  asr: 'term.asr',
  maghrib: 'term.maghrib',
  isha: 'term.isha',
} as const;

export const methodNameOf = (id: number) => CALCULATION_METHODS.find((method) => method.id === id)?.name ?? String(id);

/**
 * The council's timetable on its page (docs/jumuah-eid-ramadan.md, "The council's timetable"): what is
 * published (where, which method, by whom, how many members follow it) with its coming days, and the form
 * that publishes it from a place and a method (the Salah tab's own fields), or withdraws it.
 */
export function CouncilTimetableCard({ council }: { council: Council }) {
  const { t, language } = useAdminTranslator();
  const published = council.timetable;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawCouncilTimetable(council.id);
  const year = useCouncilTimetable(council.id, published !== null);
  const accepted = council.members.filter((member) => member.status === 'accepted');
  const following = accepted.filter((member) => member.followsTimetable).length;
  const today = new Date().toISOString().slice(0, 10);
  const days = (year.data?.days ?? []).filter((day) => day.date >= today).slice(0, DAYS_SHOWN);

  async function withdrawIt() {
    setConfirming(false);
    try {
      await withdraw.mutateAsync();
      showAlert('success', t('fleet.councils.timetable.withdrawn'));
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }

  return (
    <Card className={styles.section}>
      <section
        data-testid="council-timetable"
        data-state={published ? 'published' : 'none'}
        aria-labelledby="council-timetable-title"
      >
        <h2 id="council-timetable-title" className={styles.heading}>
          {t('fleet.councils.timetable.title')}
        </h2>
        <p className={styles.muted}>{t('fleet.councils.timetable.intro')}</p>
        {published && (
          <>
            <p className={styles.summary}>
              {t('fleet.councils.timetable.published', {
                place: published.location,
                method: methodNameOf(published.calculationMethod),
                by: published.publishedBy,
                at: new Date(published.publishedAt).toLocaleString(language),
              })}{' '}
              {t('fleet.councils.timetable.followers', { count: following, total: accepted.length })}
            </p>
            {days.length > 0 && (
              // A plain table, not the stacked cards of DataTable: seven short columns fit a phone's width.
              <div className={styles.timesScroll}>
                <table className={styles.times} data-testid="council-timetable-days">
                  <thead>
                    <tr>
                      <th scope="col">{t('fleet.councils.timetable.date')}</th>
                      {COLUMNS.map((column) => (
                        <th scope="col" key={column}>
                          {t(COLUMN_KEYS[column])}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {days.map((day) => (
                      <tr key={day.date}>
                        <th scope="row">
                          {new Date(`${day.date}T12:00:00Z`).toLocaleDateString(language, {
                            weekday: 'short',
                            day: 'numeric',
                            month: 'short',
                            timeZone: 'UTC',
                          })}
                        </th>
                        {COLUMNS.map((column) => (
                          <td key={column} dir="ltr">
                            {day[column]}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
        {editing ? (
          <PublishForm council={council} onDone={() => setEditing(false)} />
        ) : (
          <div className={styles.actions}>
            <Button onClick={() => setEditing(true)}>
              {t(published ? 'fleet.councils.timetable.change' : 'fleet.councils.timetable.publish')}
            </Button>
            {published && (
              <Button tone="secondary" disabled={withdraw.isPending} onClick={() => setConfirming(true)}>
                {t('fleet.councils.timetable.withdraw')}
              </Button>
            )}
          </div>
        )}
        <ConfirmDialog
          open={confirming}
          danger
          title={t('fleet.councils.timetable.withdrawTitle')}
          message={t('fleet.councils.timetable.withdrawMessage')}
          confirmLabel={t('fleet.councils.timetable.withdraw')}
          onConfirm={() => void withdrawIt()}
          onCancel={() => setConfirming(false)}
        />
      </section>
    </Card>
  );
}

function PublishForm({ council, onDone }: { council: Council; onDone(): void }) {
  const { t } = useAdminTranslator();
  const published = council.timetable;
  const geocode = useGeocode();
  const publish = usePublishCouncilTimetable(council.id);
  const [location, setLocation] = useState(published?.location ?? '');
  const [place, setPlace] = useState<Pick<GeoCode, 'latitude' | 'longitude' | 'timezoneId'> | null>(
    published
      ? { latitude: published.latitude, longitude: published.longitude, timezoneId: published.timezoneId }
      : null,
  );
  const [choices, setChoices] = useState<CalculationChoices>({
    calculationMethod: published?.calculationMethod ?? 3,
    asrJuristicMethod: published?.asrJuristicMethod ?? 0,
    highLatitudeRule: published?.highLatitudeRule ?? 'auto',
    offsets: (published?.prayerOffsetMinutes ?? [0, 0, 0, 0, 0, 0, 0]).map(String),
  });

  async function find() {
    try {
      const answer = await geocode.mutateAsync({ location: location.trim() });
      if (!answer.successful || !answer.target)
        throw new Error(answer.message ?? t('fleet.councils.timetable.notFound'));
      setPlace(answer.target);
    } catch (error) {
      setPlace(null);
      showAlert('error', errorMessage(error));
    }
  }

  async function submit() {
    if (!place || choices.asrJuristicMethod === null) return;
    try {
      await publish.mutateAsync({
        location: location.trim(),
        geoCode: place,
        calculationMethod: choices.calculationMethod,
        asrJuristicMethod: choices.asrJuristicMethod,
        prayerOffsetMinutes: effectiveOffsets(choices.offsets.map(Number)),
        highLatitudeRule: choices.highLatitudeRule,
        dst: published?.dst ?? { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' },
      });
      showAlert('success', t('fleet.councils.timetable.done'));
      onDone();
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }

  return (
    <form
      className={styles.timetableForm}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={styles.placeRow}>
        <TextField
          label={t('fleet.councils.timetable.place')}
          hint={t('fleet.councils.timetable.placeHint')}
          value={location}
          onChange={(event) => {
            setLocation(event.target.value);
            setPlace(null);
          }}
        />
        <div>
          <Button
            type="button"
            tone="secondary"
            disabled={geocode.isPending || location.trim() === ''}
            onClick={() => void find()}
          >
            {t('fleet.councils.timetable.find')}
          </Button>
        </div>
      </div>
      {place && (
        <p className={styles.muted} data-testid="council-timetable-place">
          {t('fleet.councils.timetable.found', {
            latitude: place.latitude.toFixed(4),
            longitude: place.longitude.toFixed(4),
            zone: place.timezoneId,
          })}
        </p>
      )}
      <CalculationFields value={choices} onChange={setChoices} />
      <p className={styles.muted}>{t('fleet.councils.timetable.reach')}</p>
      <div className={styles.actions}>
        <Button type="submit" disabled={!place || publish.isPending}>
          {t('fleet.councils.timetable.submit')}
        </Button>
        <Button type="button" tone="secondary" onClick={onDone}>
          {t('fleet.councils.timetable.cancel')}
        </Button>
      </div>
    </form>
  );
}
