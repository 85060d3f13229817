import { useMemo } from 'react';
import type { ConfigurationDefinition } from '../../../../../core/src/api-types.js';
import { checkConfigurations } from '../../../../../core/src/configuration/definitions.js';
import { configurationEntrySchema } from '../../../../../core/src/content/central-control.schema.js';
import type { CentralControl } from '../../../../../core/src/content/central-control.types.js';
import { SelectField, TextField } from '../../../components/field.js';
import { useListSection } from '../hooks/use-list-section.js';
import * as styles from './configuration.css.js';
import { definitionInput } from './definition-choices.js';
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

/** Customization: clock type, the Jum'ah text, the Hijri adjustment and any other company configuration. */
export function CustomizationSection({ companyUrl, content, definitions }: Props) {
  const serverItems = useMemo(
    () =>
      definitions.map((definition) => ({
        name: definition.name,
        value: content.customConfigurations.find((entry) => entry.name === definition.name)?.value ?? definition.defaultValue,
      })),
    [definitions, content.customConfigurations],
  );
  const section = useListSection({ companyUrl, listKey: 'customConfigurations', title: 'Customization', itemSchema: entrySchema, serverItems });
  const { register, formState } = section.form;

  return (
    <SectionFrame section={section}>
      <div className={styles.itemFields} style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', alignItems: 'start' }}>
        {definitions.map((definition, index) => {
          const error = formState.errors.items?.[index]?.value?.message as string | undefined;
          const field = register(`items.${index}.value`);
          const { choices, hint, numeric } = definitionInput(definition);
          return choices ? (
            <SelectField key={definition.name} label={definition.label} hint={hint} error={error} {...field}>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField
              key={definition.name}
              label={definition.label}
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
