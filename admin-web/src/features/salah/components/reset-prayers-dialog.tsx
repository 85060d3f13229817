import { useEffect, useState } from 'react';
import { suggestedMethod, type SuggestedMethod } from '@core/prayer/default-method.js';
import { effectiveOffsets, methodInfo } from '@core/prayer/methods.js';
import { DEFAULT_DST } from '@core/prayer/prayer.schema.js';
import type { GeocodeFound } from '@core/http/contract/geocode.js';
import type { PrayerConfig } from '@core/prayer/prayer.types.js';
import { Button } from '../../../components/button.js';
import { Dialog, DialogActions } from '../../../components/dialog.js';
import { CheckboxField, TextField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { useCreatePrayerConfig } from '../api/create-prayer-config.js';
import { useGeocode } from '../api/geocode.js';
import { useMethods } from '../api/get-methods.js';
import { countryName } from '../logic/salah-words.js';
import { CalculationFields, type CalculationChoices } from './calculation-fields.js';
import { MethodComparison } from './method-comparison.js';
import * as styles from './salah.css.js';

export const INVALID_LOCATION = 'Invalid Location. Enter zip-code or city and state or full address';

/** docs/product-rules.md ("Pages"): the geocode is shown cut to 10 characters. */
export function shortCoordinate(value: number): string {
  return String(value).slice(0, 10);
}

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  companyId: string;
  config: PrayerConfig | null;
  /** The masjid's address, offered when there is no timetable yet. */
  defaultLocation: string;
  /** The masjid's country (ISO code): where a location naming no country is looked for, and the default method. */
  country: string;
  onCreated(config: PrayerConfig): void;
  /** After "We follow a printed timetable": the timetable exists, open the file to import. */
  onImportPrinted?(): void;
}

/**
 * A saved timetable keeps its choices; a first one starts from the country's suggestion
 * (docs/calculation-methods.md), with the Asr left for the admin to choose where the country has no single one.
 */
function initialChoices(config: PrayerConfig | null, suggested: SuggestedMethod): CalculationChoices {
  const saved = config?.id ? config : null;
  return {
    calculationMethod: saved?.calculationMethod ?? suggested.calculationMethod,
    asrJuristicMethod: saved ? saved.asrJuristicMethod : suggested.askAsr ? null : suggested.asrJuristicMethod,
    highLatitudeRule: config?.highLatitudeRule ?? 'auto',
    offsets: (config?.prayerOffsetMinutes ?? [0, 0, 0, 0, 0, 0, 0]).map(String),
  };
}

/**
 * Reset Prayers (docs/product-rules.md, "Pages"): step 0 validates the location, step 1 shows the geocode and the
 * options; Finish generates a new timetable, replacing every azan time, manual ones included.
 */
export function ResetPrayersDialog({
  open,
  onOpenChange,
  companyId,
  config,
  defaultLocation,
  country,
  onCreated,
  onImportPrinted,
}: Props) {
  const { t, language } = useAdminTranslator();
  const geocode = useGeocode();
  const create = useCreatePrayerConfig(companyId);
  const methods = useMethods(country);
  // Core's own suggestion until the server's arrives: the same table, so the same answer.
  const suggested = methods.data?.suggested ?? suggestedMethod(country);
  const [step, setStep] = useState<0 | 1>(0);
  const [location, setLocation] = useState('');
  const [locationValid, setLocationValid] = useState<boolean | null>(null);
  const [geoCode, setGeoCode] = useState<GeocodeFound | null>(null);
  /** A place outside the masjid's country is used only once the admin ticks this (docs/volunteer.md "Locations"). */
  const [otherCountryConfirmed, setOtherCountryConfirmed] = useState(false);
  const needsConfirmation = Boolean(geoCode?.outsideMasjidCountry) && !otherCountryConfirmed;
  const [choices, setChoices] = useState<CalculationChoices>(() => initialChoices(config, suggested));
  const [generateIqamah, setGenerateIqamah] = useState(true);
  /**
   * Where the country has no single authority, a first timetable waits for the admin to say which method
   * the masjid follows (docs/calculation-methods.md): the suggestion alone is not a choice.
   */
  const [methodChosen, setMethodChosen] = useState(false);
  const asksMethod = suggested.askMethod && !config?.id;
  const [invalidMessage, setInvalidMessage] = useState(INVALID_LOCATION);
  const shownInvalid = invalidMessage === INVALID_LOCATION ? t('salah.invalidLocation') : invalidMessage;

  // Every opening starts again at the location step.
  useEffect(() => {
    if (!open) return;
    setStep(0);
    setLocation(config?.location || defaultLocation);
    setLocationValid(null);
    setGeoCode(null);
    setOtherCountryConfirmed(false);
    setChoices(initialChoices(config, suggested));
    setGenerateIqamah(true);
    setMethodChosen(false);
    // Only an opening resets the dialog; a config read again while it is open must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  async function validate() {
    try {
      const response = await geocode.mutateAsync({ location: location.trim(), country });
      if (!response.successful || !response.target) {
        setInvalidMessage(response.message ?? INVALID_LOCATION);
        throw new Error(response.message ?? INVALID_LOCATION);
      }
      setGeoCode(response.target);
      setOtherCountryConfirmed(false);
      setLocationValid(true);
      setStep(1);
    } catch (error) {
      // The server's message carries examples from the masjid's country.
      const message = (error as { message?: unknown })?.message;
      if (typeof message === 'string' && message.startsWith('Invalid Location')) setInvalidMessage(message);
      setLocationValid(false);
      setStep(0);
    }
  }

  const asrMissing = choices.asrJuristicMethod === null;
  const methodMissing = asksMethod && !methodChosen;

  /** `printed`: the masjid follows its printed timetable; its Asr and method only make the first table. */
  async function finish(printed = false) {
    if (!printed && (asrMissing || methodMissing)) return;
    if (!geoCode) {
      setLocationValid(false);
      setStep(0);
      return;
    }
    if (needsConfirmation) return;
    try {
      const response = await create.mutateAsync({
        generateIqamah,
        input: {
          companyId,
          location: location.trim(),
          calculationMethod: choices.calculationMethod,
          asrJuristicMethod: choices.asrJuristicMethod ?? (printed ? suggested.asrJuristicMethod : undefined),
          prayerOffsetMinutes: effectiveOffsets(choices.offsets),
          geoCode,
          dst: config?.dst ?? DEFAULT_DST,
          highLatitudeRule: choices.highLatitudeRule,
          ...(config?.iqamaRules ? { iqamaRules: config.iqamaRules } : {}),
        },
      });
      if (!response.successful || !response.target || response.target.prayers.length === 0) {
        throw new Error(response.message ?? t('salah.noTimesBack'));
      }
      onCreated(response.target);
      showAlert('success', t('salah.generated'));
      onOpenChange(false);
      if (printed) onImportPrinted?.();
    } catch (error) {
      console.error('Error getting updated prayer time...', error);
      showAlert('error', errorMessage(error));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('salah.resetPrayers')} wide>
      <div className={styles.dialogSteps}>
        <p className={styles.warning}>{t('salah.resetWarning')}</p>
        {step === 0 ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void validate();
            }}
          >
            <TextField
              label={t('salah.location')}
              value={location}
              autoFocus
              required
              maxLength={200}
              hint={country === 'US' ? t('salah.locationHintUs') : t('salah.locationHint')}
              error={locationValid === false ? shownInvalid : undefined}
              onChange={(event) => {
                setLocation(event.target.value);
                setLocationValid(null);
              }}
            />
            <DialogActions>
              <Button tone="secondary" onClick={() => onOpenChange(false)}>
                {t('salah.cancel')}
              </Button>
              <Button type="submit" disabled={geocode.isPending || location.trim() === ''}>
                {geocode.isPending ? t('salah.checking') : t('salah.next')}
              </Button>
            </DialogActions>
          </form>
        ) : (
          <div>
            <dl className={styles.geo} aria-label={t('salah.locationFound')}>
              <dt>{t('salah.location')}</dt>
              <dd style={{ margin: 0 }}>{geoCode?.label ?? location}</dd>
              <dt>{t('salah.latitude')}</dt>
              <dd style={{ margin: 0 }}>
                <bdi>{geoCode ? shortCoordinate(geoCode.latitude) : ''}</bdi>
              </dd>
              <dt>{t('salah.longitude')}</dt>
              <dd style={{ margin: 0 }}>
                <bdi>{geoCode ? shortCoordinate(geoCode.longitude) : ''}</bdi>
              </dd>
              <dt>{t('salah.timeZone')}</dt>
              <dd style={{ margin: 0 }}>
                {geoCode?.timezoneId} {geoCode?.timezoneName ? `(${geoCode.timezoneName})` : ''}
              </dd>
            </dl>
            {geoCode?.outsideMasjidCountry && geoCode.country ? (
              <div className={styles.otherCountry} role="alert" data-testid="other-country">
                <p className={styles.otherCountryTitle}>
                  {t('salah.otherCountry', {
                    found: countryName(geoCode.country, language),
                    masjidCountry: countryName(geoCode.masjidCountry ?? country, language),
                  })}
                </p>
                <p style={{ margin: 0 }}>{t('salah.otherCountryHelp')}</p>
                <CheckboxField
                  label={t('salah.otherCountryConfirm', { found: countryName(geoCode.country, language) })}
                  checked={otherCountryConfirmed}
                  onChange={(event) => setOtherCountryConfirmed(event.target.checked)}
                />
              </div>
            ) : null}
            {suggested.askMethod && geoCode ? (
              <MethodComparison
                country={country}
                place={geoCode}
                methods={suggested.commonMethods}
                nameOf={(id) => methods.data?.methods.find((method) => method.id === id)?.name ?? ''}
                chosen={methodChosen || !asksMethod ? choices.calculationMethod : null}
                onChoose={(id) => {
                  setChoices({ ...choices, calculationMethod: id });
                  setMethodChosen(true);
                }}
                onImportPrinted={() => void finish(true)}
                importing={create.isPending}
              />
            ) : null}
            <div style={{ marginTop: 16 }}>
              {suggested.askMethod ? null : (
                <p className={styles.help}>
                  {t('salah.suggested', {
                    country: countryName(country, language),
                    method: methodInfo(suggested.calculationMethod).name,
                  })}
                </p>
              )}
              <CalculationFields
                value={choices}
                onChange={(next) => {
                  if (next.calculationMethod !== choices.calculationMethod) setMethodChosen(true);
                  setChoices(next);
                }}
                country={country}
              />
            </div>
            <CheckboxField
              label={t('salah.autoIqama')}
              checked={generateIqamah}
              onChange={(event) => setGenerateIqamah(event.target.checked)}
            />
            <DialogActions>
              <Button tone="secondary" onClick={() => onOpenChange(false)}>
                {t('salah.cancel')}
              </Button>
              <Button tone="secondary" onClick={() => setStep(0)}>
                {t('salah.back')}
              </Button>
              {methodMissing ? (
                <p className={styles.help}>{t('salah.methods.choose')}</p>
              ) : asrMissing ? (
                <p className={styles.help}>{t('salah.asrRequired')}</p>
              ) : null}
              <Button
                onClick={() => void finish()}
                disabled={create.isPending || asrMissing || methodMissing || needsConfirmation}
              >
                {create.isPending ? t('salah.generating') : t('salah.finish')}
              </Button>
            </DialogActions>
          </div>
        )}
      </div>
    </Dialog>
  );
}
