import { regionRequired } from '@core/masjid/masjid.schema.js';
import { hasPostalCode } from '@core/masjid/postal-codes.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Masjid } from '@core/api-types.js';
import {
  MASJID_NAME_MAX,
  MASJID_STREET_MAX,
  MASJID_URL_MAX,
  MASJID_WEBSITE_MAX,
  masjidInputSchema,
  type MasjidInput,
  type MasjidValues,
} from '@core/masjid/masjid.schema.js';
import { US_STATES } from '@core/masjid/us-states.js';
import { DASHBOARD_URL_CHARACTERS, DASHBOARD_URL_PATTERN, suggestDashboardUrl } from '@core/masjid/dashboard-url.js';
import { currencyChoices, defaultCurrencyOf } from '@core/masjid/currency.js';
import { Button } from '../../../components/button.js';
import { CheckboxField, FormErrors, SelectField, TextField } from '../../../components/field.js';
import * as pageStyles from '../../../components/page.css.js';
import { ApiError } from '../../../lib/api-client.js';
import { browserCountry, countryOptions } from '../../../lib/countries.js';
import { applyServerFieldErrors } from '../../../lib/form-errors.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { translatedFieldErrors, translatedResolver, validationText } from '../../../lib/i18n/people-text.js';
import { countryOptionsIn, currencyText } from './localized-names.js';
import { dashboardLink } from './format-address.js';

const FIELDS = [
  'name',
  'url',
  'website',
  'active',
  'expirationDate',
  'address.street',
  'address.city',
  'address.state',
  'address.zip',
  'address.country',
  'address.latitude',
  'address.longitude',
  'currency',
] as const;

export function blankMasjid(): MasjidInput {
  return {
    name: '',
    url: '',
    website: '',
    // The browser's country, not always the United States (docs/volunteer.md "Countries").
    address: { street: '', city: '', state: '', zip: '', country: browserCountry(), latitude: '', longitude: '' },
    currency: '',
  };
}

export function masjidToInput(masjid: Masjid): MasjidInput {
  return {
    id: masjid.id,
    name: masjid.name,
    url: masjid.url,
    website: masjid.website,
    active: masjid.active,
    expirationDate: masjid.expirationDate ?? '',
    // '' follows the country (docs/volunteer.md "Currency").
    currency: masjid.currencyChosen ? (masjid.currency ?? '') : '',
    address: {
      ...masjid.address,
      country: masjid.address.country || browserCountry(),
      latitude: masjid.address.latitude ?? '',
      longitude: masjid.address.longitude ?? '',
    },
  };
}

interface MasjidFormProps {
  initial: MasjidInput;
  submitLabel: string;
  /** Only a super admin changes the active flag and the expiration date (the server ignores them otherwise). */
  superAdmin: boolean;
  onSubmit(values: MasjidValues): Promise<void>;
  secondaryAction?: ReactNode;
}

/** The masjid form of registration and profile edit, validated with core's masjid schema. */
export function MasjidForm({ initial, submitLabel, superAdmin, onSubmit, secondaryAction }: MasjidFormProps) {
  const translator = useAdminTranslator();
  const { t, language } = translator;
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<MasjidInput, unknown, MasjidValues>({
    resolver: translatedResolver(zodResolver(masjidInputSchema), translator),
    defaultValues: initial,
  });
  const country = useWatch({ control, name: 'address.country' }) ?? 'US';
  const url = useWatch({ control, name: 'url' }) ?? '';
  const name = useWatch({ control, name: 'name' }) ?? '';
  // Checked as the admin types, not only on Next (docs/volunteer.md "Dashboard URL").
  const urlProblem =
    url.trim() !== '' && !DASHBOARD_URL_PATTERN.test(url.trim())
      ? validationText(translator, DASHBOARD_URL_CHARACTERS)
      : undefined;
  const suggestion = url.trim() === '' ? suggestDashboardUrl(name, MASJID_URL_MAX) : '';
  const countries = useMemo(() => countryOptionsIn(language, countryOptions()), [language]);
  // The country's currency, the common ones, then the rest by their names in the admin's language.
  const currencies = useMemo(() => {
    const collator = new Intl.Collator(language);
    return currencyChoices(country, (a, b) => collator.compare(currencyText(language, a), currencyText(language, b)));
  }, [country, language]);
  const us = country === 'US';

  const submit = handleSubmit(async (values) => {
    setServerMessages([]);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError) {
        const leftovers = applyServerFieldErrors(setError, translatedFieldErrors(translator, error.fieldErrors), {
          prefix: 'company',
          fields: FIELDS,
        });
        setServerMessages(leftovers.length ? leftovers : [error.message]);
      } else {
        setServerMessages([error instanceof Error ? error.message : t('people.masjid.errorOccurred')]);
      }
    }
  });

  const addressErrors = errors.address;
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>{t('people.masjidForm.masjid')}</legend>
        <div className={pageStyles.formGrid}>
          <TextField
            label={t('people.field.name')}
            required
            maxLength={MASJID_NAME_MAX}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('people.masjidForm.url')}
            required
            maxLength={MASJID_URL_MAX}
            autoCapitalize="none"
            error={urlProblem ?? errors.url?.message}
            hint={
              <>
                <bdi>{dashboardLink(url || suggestion || '…')}</bdi>
                <br />
                {t('people.masjidForm.urlHint')}
                {suggestion && (
                  <>
                    <br />
                    <Button
                      type="button"
                      tone="secondary"
                      size="small"
                      onClick={() => setValue('url', suggestion, { shouldValidate: true, shouldDirty: true })}
                    >
                      {t('people.masjidForm.useSuggestion', { url: suggestion })}
                    </Button>
                  </>
                )}
              </>
            }
            {...register('url')}
          />
          <TextField
            label={t('people.masjidForm.websiteOptional')}
            type="url"
            inputMode="url"
            maxLength={MASJID_WEBSITE_MAX}
            placeholder="https://example.org"
            error={errors.website?.message}
            {...register('website')}
          />
          <SelectField
            label={t('people.masjidForm.currency')}
            hint={t('people.masjidForm.currencyHint')}
            error={errors.currency?.message}
            {...register('currency')}
          >
            <option value="">
              {t('people.masjidForm.countryDefault', { currency: currencyText(language, defaultCurrencyOf(country)) })}
            </option>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {currencyText(language, code)}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <fieldset className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>{t('people.masjidForm.address')}</legend>
        <div className={pageStyles.formGrid}>
          <SelectField
            label={t('people.masjidForm.country')}
            required
            error={addressErrors?.country?.message}
            {...register('address.country', { onChange: () => setValue('address.state', '', { shouldDirty: true }) })}
          >
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('people.masjidForm.street')}
            required
            maxLength={MASJID_STREET_MAX}
            autoComplete="street-address"
            error={addressErrors?.street?.message}
            {...register('address.street')}
          />
          <TextField
            label={t('people.masjidForm.city')}
            required
            maxLength={MASJID_NAME_MAX}
            autoComplete="address-level2"
            error={addressErrors?.city?.message}
            {...register('address.city')}
          />
          {us ? (
            <SelectField
              label={t('people.masjidForm.state')}
              required
              error={addressErrors?.state?.message}
              {...register('address.state')}
            >
              <option value="">{t('people.masjidForm.chooseState')}</option>
              {US_STATES.map((state) => (
                <option key={state.abbreviation} value={state.abbreviation}>
                  {state.name} ({state.abbreviation})
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField
              label={t(regionRequired(country) ? 'people.masjidForm.region' : 'people.masjidForm.regionOptional')}
              required={regionRequired(country)}
              maxLength={MASJID_NAME_MAX}
              error={addressErrors?.state?.message}
              {...register('address.state')}
            />
          )}
          {/* Not asked where addresses have no postal code (the UAE, Qatar, Hong Kong...): docs/volunteer.md "Address". */}
          {hasPostalCode(country) && (
            <TextField
              label={t(us ? 'people.masjidForm.zip' : 'people.masjidForm.postalCode')}
              required
              inputMode={us ? 'numeric' : 'text'}
              maxLength={us ? 10 : 12}
              autoComplete="postal-code"
              error={addressErrors?.zip?.message}
              {...register('address.zip')}
            />
          )}
          <TextField
            label={t('people.masjidForm.latitudeOptional')}
            inputMode="decimal"
            hint={t('people.masjidForm.latitudeHint')}
            error={addressErrors?.latitude?.message}
            {...register('address.latitude')}
          />
          <TextField
            label={t('people.masjidForm.longitudeOptional')}
            inputMode="decimal"
            error={addressErrors?.longitude?.message}
            {...register('address.longitude')}
          />
        </div>
      </fieldset>
      {superAdmin && (
        <fieldset className={pageStyles.fieldset}>
          <legend className={pageStyles.legend}>{t('people.masjidForm.publishing')}</legend>
          <div className={pageStyles.formGrid}>
            <TextField
              label={t('people.masjidForm.expiration')}
              type="date"
              error={errors.expirationDate?.message}
              {...register('expirationDate')}
            />
            <CheckboxField
              label={t('people.masjidForm.activePublic')}
              error={errors.active?.message}
              {...register('active')}
            />
          </div>
        </fieldset>
      )}
      <FormErrors messages={serverMessages} />
      <div className={pageStyles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
