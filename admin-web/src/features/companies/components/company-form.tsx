import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Company } from '../../../../../core/src/api-types.js';
import {
  COMPANY_NAME_MAX,
  COMPANY_URL_MAX,
  COMPANY_WEBSITE_MAX,
  companyInputSchema,
  type CompanyInput,
  type CompanyValues,
} from '../../../../../core/src/company/company.schema.js';
import { US_STATES } from '../../../../../core/src/company/us-states.js';
import { Button } from '../../../components/button.js';
import { CheckboxField, FormErrors, SelectField, TextField } from '../../../components/field.js';
import * as pageStyles from '../../../components/page.css.js';
import { ApiError } from '../../../lib/api-client.js';
import { countryOptions } from '../../../lib/countries.js';
import { applyServerFieldErrors } from '../../../lib/form-errors.js';
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
] as const;

export function blankCompany(): CompanyInput {
  return {
    name: '',
    url: '',
    website: '',
    address: { street: '', city: '', state: '', zip: '', country: 'US', latitude: '', longitude: '' },
  };
}

export function companyToInput(company: Company): CompanyInput {
  return {
    id: company.id,
    name: company.name,
    url: company.url,
    website: company.website,
    active: company.active,
    expirationDate: company.expirationDate ?? '',
    address: {
      ...company.address,
      country: company.address.country || 'US',
      latitude: company.address.latitude ?? '',
      longitude: company.address.longitude ?? '',
    },
  };
}

interface CompanyFormProps {
  initial: CompanyInput;
  submitLabel: string;
  /** Only a super admin changes the active flag and the expiration date (the server ignores them otherwise). */
  superAdmin: boolean;
  onSubmit(values: CompanyValues): Promise<void>;
  secondaryAction?: ReactNode;
}

/** The masjid form of registration and profile edit, validated with core's company schema. */
export function CompanyForm({ initial, submitLabel, superAdmin, onSubmit, secondaryAction }: CompanyFormProps) {
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CompanyInput, unknown, CompanyValues>({ resolver: zodResolver(companyInputSchema), defaultValues: initial });
  const country = useWatch({ control, name: 'address.country' }) ?? 'US';
  const url = useWatch({ control, name: 'url' }) ?? '';
  const countries = useMemo(countryOptions, []);
  const us = country === 'US';

  const submit = handleSubmit(async (values) => {
    setServerMessages([]);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError) {
        const leftovers = applyServerFieldErrors(setError, error.fieldErrors, { prefix: 'company', fields: FIELDS });
        setServerMessages(leftovers.length ? leftovers : [error.message]);
      } else {
        setServerMessages([error instanceof Error ? error.message : 'Error occurred!']);
      }
    }
  });

  const addressErrors = errors.address;
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>Masjid</legend>
        <div className={pageStyles.formGrid}>
          <TextField label="Name" required maxLength={COMPANY_NAME_MAX} error={errors.name?.message} {...register('name')} />
          <TextField
            label="Dashboard URL"
            required
            maxLength={COMPANY_URL_MAX}
            autoCapitalize="none"
            error={errors.url?.message}
            hint={
              <>
                {dashboardLink(url || '…')}
                <br />
                Use this link to access dashboard.
              </>
            }
            {...register('url')}
          />
          <TextField
            label="Website"
            required
            type="url"
            inputMode="url"
            maxLength={COMPANY_WEBSITE_MAX}
            placeholder="https://example.org"
            error={errors.website?.message}
            {...register('website')}
          />
        </div>
      </fieldset>
      <fieldset className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>Address</legend>
        <div className={pageStyles.formGrid}>
          <SelectField
            label="Country"
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
            label="Street"
            required
            maxLength={COMPANY_NAME_MAX}
            autoComplete="street-address"
            error={addressErrors?.street?.message}
            {...register('address.street')}
          />
          <TextField
            label="City"
            required
            maxLength={COMPANY_NAME_MAX}
            autoComplete="address-level2"
            error={addressErrors?.city?.message}
            {...register('address.city')}
          />
          {us ? (
            <SelectField label="State" required error={addressErrors?.state?.message} {...register('address.state')}>
              <option value="">Choose a state</option>
              {US_STATES.map((state) => (
                <option key={state.abbreviation} value={state.abbreviation}>
                  {state.name} ({state.abbreviation})
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField
              label="State / region"
              required
              maxLength={COMPANY_NAME_MAX}
              error={addressErrors?.state?.message}
              {...register('address.state')}
            />
          )}
          <TextField
            label={us ? 'Zip' : 'Postal code'}
            required
            inputMode={us ? 'numeric' : 'text'}
            maxLength={us ? 10 : 12}
            autoComplete="postal-code"
            error={addressErrors?.zip?.message}
            {...register('address.zip')}
          />
          <TextField
            label="Latitude (optional)"
            inputMode="decimal"
            hint="Improves prayer times; found on any map."
            error={addressErrors?.latitude?.message}
            {...register('address.latitude')}
          />
          <TextField
            label="Longitude (optional)"
            inputMode="decimal"
            error={addressErrors?.longitude?.message}
            {...register('address.longitude')}
          />
        </div>
      </fieldset>
      {superAdmin && (
        <fieldset className={pageStyles.fieldset}>
          <legend className={pageStyles.legend}>Publishing</legend>
          <div className={pageStyles.formGrid}>
            <TextField label="Expiration date" type="date" error={errors.expirationDate?.message} {...register('expirationDate')} />
            <CheckboxField label="Active (shown to the public)" error={errors.active?.message} {...register('active')} />
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
