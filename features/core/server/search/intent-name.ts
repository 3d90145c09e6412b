// What the Study Assistant calls an intent the question named, in the reader's language: a need or a field by
// its key (intent-names.messages.ts), a U.S. state with its region, a destination country or the resource an
// 'alternative to X' names (catalog names stay as they are, the catalog's vocabulary translated).
import type { Locale } from '../../shared/i18n/locales';
import { taxonomyName } from '../../shared/i18n/taxonomy';
import { translator } from '../../shared/i18n/translate';
import { type IntentLabel, intentNameMessages } from './intent-names.messages';

/** The U.S. regions of the catalog ('region' names), whose programs a state's students share. */
export type UsRegion = 'northeast' | 'midwest' | 'south' | 'west';

export type IntentName =
  | { label: IntentLabel }
  | { state: string; region: UsRegion }
  /** A destination country: the catalog tag of that name. */
  | { country: string }
  /** 'alternative to X': the built-in resource X. */
  | { like: string };

const regionTag = (region: UsRegion) => region.charAt(0).toUpperCase() + region.slice(1);

export function intentName(name: IntentName, locale: Locale): string {
  const t = translator(intentNameMessages, locale);
  if ('label' in name) return t(name.label);
  if ('state' in name)
    return t('stateIn', { state: name.state, region: taxonomyName(locale, 'region', regionTag(name.region)) });
  if ('country' in name) return taxonomyName(locale, 'tag', name.country);
  return t('like', { title: name.like });
}
