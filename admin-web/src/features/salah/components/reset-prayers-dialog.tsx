import { useEffect, useState } from 'react';
import { effectiveOffsets } from '../../../../../core/src/prayer/methods.js';
import { DEFAULT_DST } from '../../../../../core/src/prayer/prayer.schema.js';
import type { GeoCode, PrayerConfig } from '../../../../../core/src/prayer/prayer.types.js';
import { Button } from '../../../components/button.js';
import { Dialog, DialogActions } from '../../../components/dialog.js';
import { CheckboxField, TextField } from '../../../components/field.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useCreatePrayerConfig } from '../api/create-prayer-config.js';
import { useGeocode } from '../api/geocode.js';
import { CalculationFields, type CalculationChoices } from './calculation-fields.js';
import * as styles from './salah.css.js';

export const INVALID_LOCATION = 'Invalid Location. Enter zip-code or city and state or full address';

/** SPEC.md section 2: the geocode is shown cut to 10 characters. */
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
  onCreated(config: PrayerConfig): void;
}

function initialChoices(config: PrayerConfig | null): CalculationChoices {
  return {
    calculationMethod: config?.calculationMethod ?? 2,
    asrJuristicMethod: config?.asrJuristicMethod ?? 0,
    highLatitudeRule: config?.highLatitudeRule ?? 'auto',
    offsets: (config?.prayerOffsetMinutes ?? [0, 0, 0, 0, 0, 0, 0]).map(String),
  };
}

/**
 * Reset Prayers (SPEC.md section 2): step 0 validates the location, step 1 shows the geocode and the
 * options; Finish generates a new timetable, replacing every azan time, manual ones included.
 */
export function ResetPrayersDialog({ open, onOpenChange, companyId, config, defaultLocation, onCreated }: Props) {
  const geocode = useGeocode();
  const create = useCreatePrayerConfig(companyId);
  const [step, setStep] = useState<0 | 1>(0);
  const [location, setLocation] = useState('');
  const [locationValid, setLocationValid] = useState<boolean | null>(null);
  const [geoCode, setGeoCode] = useState<GeoCode | null>(null);
  const [choices, setChoices] = useState<CalculationChoices>(() => initialChoices(config));
  const [generateIqamah, setGenerateIqamah] = useState(true);

  // Every opening starts again at the location step.
  useEffect(() => {
    if (!open) return;
    setStep(0);
    setLocation(config?.location || defaultLocation);
    setLocationValid(null);
    setGeoCode(null);
    setChoices(initialChoices(config));
    setGenerateIqamah(true);
    // Only an opening resets the dialog; a config read again while it is open must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  async function validate() {
    try {
      const response = await geocode.mutateAsync(location.trim());
      if (!response.successful || !response.target) throw new Error(response.message ?? INVALID_LOCATION);
      setGeoCode(response.target);
      setLocationValid(true);
      setStep(1);
    } catch {
      setLocationValid(false);
      setStep(0);
    }
  }

  async function finish() {
    if (!geoCode) {
      setLocationValid(false);
      setStep(0);
      return;
    }
    try {
      const response = await create.mutateAsync({
        generateIqamah,
        input: {
          companyId,
          location: location.trim(),
          calculationMethod: choices.calculationMethod,
          asrJuristicMethod: choices.asrJuristicMethod,
          prayerOffsetMinutes: effectiveOffsets(choices.offsets),
          geoCode,
          dst: config?.dst ?? DEFAULT_DST,
          highLatitudeRule: choices.highLatitudeRule,
          ...(config?.iqamaRules ? { iqamaRules: config.iqamaRules } : {}),
        },
      });
      if (!response.successful || !response.target || response.target.prayers.length === 0) {
        throw new Error(response.message ?? 'No prayer times came back');
      }
      onCreated(response.target);
      showAlert('success', 'New prayer times were generated.');
      onOpenChange(false);
    } catch (error) {
      console.error('Error getting updated prayer time...', error);
      showAlert('error', errorMessage(error));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Reset Prayers" wide>
      <div className={styles.dialogSteps}>
        <p className={styles.warning}>All Azan times will be reset, even the ones entered manually.</p>
        {step === 0 ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void validate();
            }}
          >
            <TextField
              label="Location"
              value={location}
              autoFocus
              required
              maxLength={200}
              hint="A zip code, a city and state, a full address, or latitude, longitude."
              error={locationValid === false ? INVALID_LOCATION : undefined}
              onChange={(event) => {
                setLocation(event.target.value);
                setLocationValid(null);
              }}
            />
            <DialogActions>
              <Button tone="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={geocode.isPending || location.trim() === ''}>
                {geocode.isPending ? 'Checking…' : 'Next'}
              </Button>
            </DialogActions>
          </form>
        ) : (
          <div>
            <dl className={styles.geo} aria-label="Location found">
              <dt>Location</dt>
              <dd style={{ margin: 0 }}>{geoCode?.label ?? location}</dd>
              <dt>Latitude</dt>
              <dd style={{ margin: 0 }}>{geoCode ? shortCoordinate(geoCode.latitude) : ''}</dd>
              <dt>Longitude</dt>
              <dd style={{ margin: 0 }}>{geoCode ? shortCoordinate(geoCode.longitude) : ''}</dd>
              <dt>Time zone</dt>
              <dd style={{ margin: 0 }}>
                {geoCode?.timezoneId} {geoCode?.timezoneName ? `(${geoCode.timezoneName})` : ''}
              </dd>
            </dl>
            <div style={{ marginTop: 16 }}>
              <CalculationFields value={choices} onChange={setChoices} />
            </div>
            <CheckboxField label="Auto generate iqamah time" checked={generateIqamah} onChange={(event) => setGenerateIqamah(event.target.checked)} />
            <DialogActions>
              <Button tone="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button tone="secondary" onClick={() => setStep(0)}>
                Back
              </Button>
              <Button onClick={() => void finish()} disabled={create.isPending}>
                {create.isPending ? 'Generating…' : 'Finish'}
              </Button>
            </DialogActions>
          </div>
        )}
      </div>
    </Dialog>
  );
}
