import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { ConfigurationDefinition } from '@core/api-types.js';
import { checkConfigurations } from '@core/configuration/definitions.js';
import { PHASE_SETTINGS_CONFIGURATION } from '@core/dashboard/phases/phase-settings.js';
import { configurationEntrySchema } from '@core/content/central-control.schema.js';
import type { CentralControl } from '@core/content/central-control.types.js';
import { SelectField, TextField } from '../../../components/field.js';
import { useListSection } from '../hooks/use-list-section.js';
import * as styles from './configuration.css.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { hintFor } from './definition-choices.js';
import { localizedDefinition } from './localized-definitions.js';
import { SectionFrame } from './section-frame.js';

/** core's rule for each configuration value, so the form refuses what the server would. */
const entrySchema = configurationEntrySchema.superRefine((entry, ctx) => {
  const problem = checkConfigurations([entry])[entry.name];
  if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
});

interface Props {
  companyUrl: string;
  content: CentralControl;
  definitions: readonly ConfigurationDefinition[];
}

/** Customization: clock type, the Jum'ah text, the Hijri adjustment and any other masjid configuration. */
export function CustomizationSection({ companyUrl, content, definitions: all }: Props) {
  const translator = useAdminTranslator();
  // The phase settings have their own section (docs/phases.md): they are not one line of text.
  const definitions = useMemo(
    () => all.filter((definition) => definition.name !== PHASE_SETTINGS_CONFIGURATION),
    [all],
  );
  const serverItems = useMemo(
    () =>
      definitions.map((definition) => ({
        name: definition.name,
        value:
          content.customConfigurations.find((entry) => entry.name === definition.name)?.value ??
          definition.defaultValue,
      })),
    [definitions, content.customConfigurations],
  );
  const section = useListSection({
    companyUrl,
    listKey: 'customConfigurations',
    title: translator.t('settings.section.customization'),
    itemSchema: entrySchema,
    serverItems,
  });
  const { register, formState, control } = section.form;
  const values = useWatch({ control, name: 'items' }) as Array<{ value?: string }> | undefined;

  return (
    <SectionFrame section={section}>
      <div
        className={styles.itemFields}
        style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', alignItems: 'start' }}
      >
        {definitions.map((definition, index) => {
          const error = formState.errors.items?.[index]?.value?.message as string | undefined;
          const field = register(`items.${index}.value`);
          const input = localizedDefinition(definition, translator);
          const { label, choices, hint, numeric } = input;
          return choices ? (
            <SelectField
              key={definition.name}
              label={label}
              hint={hintFor(input, values?.[index]?.value)}
              error={error}
              {...field}
            >
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField
              key={definition.name}
              label={label}
              hint={hint}
              error={error}
              maxLength={1000}
              inputMode={numeric ? 'numeric' : undefined}
              {...field}
            />
          );
        })}
      </div>
    </SectionFrame>
  );
}
