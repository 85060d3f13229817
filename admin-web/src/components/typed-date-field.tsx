import { useMemo, useState, type ComponentProps } from 'react';
import type { Language } from '@core/i18n/languages.js';
import { dateOrderOf, readTypedDate } from '@core/time/typed-date.js';
import { useAdminTranslator } from '../lib/i18n/admin-language.js';
import { TextField } from './field.js';

/**
 * The locale whose date order the admin types in: the browser's own tag when it is of the admin's language
 * (en-GB writes 28/02, en-US 02/28), else the language's.
 */
export function typingLocale(
  language: Language,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): string {
  return languages.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language;
}

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'onBlur'> & {
  /** Called with 'YYYY-MM-DD' when the text left in the field reads as a date written another way. */
  onRead(value: string): void;
  onBlur?: ComponentProps<'input'>['onBlur'];
};

/**
 * A date typed as the admin writes it ('28/02/2026', '2026-02-28'), stored as 'YYYY-MM-DD' once the field is
 * left. A day that does not exist keeps its text and is named at the field ("29 February 2026 does not
 * exist"), where the browser's date input emptied itself (docs/volunteer.md "Dates typed").
 */
export function TypedDateField({ onRead, onBlur, onChange, error, placeholder, ...props }: Props) {
  const { t, language } = useAdminTranslator();
  const locale = useMemo(() => typingLocale(language), [language]);
  const [missing, setMissing] = useState<string | null>(null);
  const example = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(2026, 11, 31),
      ),
    [locale],
  );
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder ?? example}
      error={missing ?? error}
      // The message is about the text it was given: an edit takes it away until the field is left again.
      onChange={(event) => {
        setMissing(null);
        onChange?.(event);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        const text = event.target.value;
        const read = text.trim() === '' ? null : readTypedDate(text, dateOrderOf(locale));
        if (read?.ok) {
          setMissing(null);
          if (read.value !== text) onRead(read.value);
        } else if (read?.missing) {
          const { year, month, day } = read.missing;
          const monthName = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
            Date.UTC(year, month - 1, 1),
          );
          setMissing(t('settings.date.missing', { day, month: monthName, year }));
        } else setMissing(null);
      }}
    />
  );
}
