// The country select (ISO 3166-1 alpha-2 codes, named and ordered in the reader's language), shared by the
// onboarding wizard and the edit-profile panel. The country decides which resources the student qualifies for.
import { useId, useMemo } from 'react';
import { COUNTRY_CODES } from '@quadkit/core/catalog/countries';
import { countryLanguage, countryName } from '@quadkit/core/shared/i18n/country-names';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { Field } from '@quadkit/core/ui/text-field';
import { profileFormMessages } from './profile-form.messages';

/** Territories with no permanent population (Antarctica, Bouvet Island, South Georgia and the South Sandwich
 * Islands, Heard and McDonald Islands, the British Indian Ocean Territory, the French Southern Territories, the U.S.
 * outlying islands): no student lives there, and their long names only lengthen the list. Still valid codes, and a
 * profile that has one keeps it on offer. */
const UNINHABITED: ReadonlySet<string> = new Set(['AQ', 'BV', 'GS', 'HM', 'IO', 'TF', 'UM']);

interface CountryFieldProps {
  /** A country code, or '' for not set. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

export function CountryField({ value, onChange, error }: CountryFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const t = useMessages(profileFormMessages);
  const locale = useLocale();
  const options = useMemo(() => {
    const language = countryLanguage(locale);
    return COUNTRY_CODES.filter((code) => !UNINHABITED.has(code) || code === value)
      .map((code) => ({ code, name: countryName(code, locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [locale, value]);
  return (
    <Field id={inputId} label={t('country')}>
      <select
        id={inputId}
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('notSet')}</option>
        {options.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </Field>
  );
}
