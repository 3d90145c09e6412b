// "Who it's for" on the detail page, in words: study levels, where, whether a school (.edu) e-mail is needed, cost.
import { countryName } from '@quadkit/core/shared/i18n/country-names';
import { ANYWHERE, type Eligibility } from '@quadkit/core/catalog/eligibility/rule';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import type { Translate } from '@quadkit/core/shared/i18n/translate';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { resourceMessages } from './messages';

// Each level's and cost's name is its key in the resource message table.
const LEVELS = { 'high-school': 'highSchool', undergraduate: 'undergraduate', graduate: 'graduate' } as const;
const COSTS = { free: 'free', discount: 'discount', paid: 'paid' } as const;

function where({ regions, notIn }: Eligibility, t: Translate<typeof resourceMessages.en>, locale: Locale): string {
  const name = (code: string) => countryName(code, locale);
  const places = regions.map((region) => (region === ANYWHERE ? t('anywhere') : name(region))).join(t('comma'));
  if (!notIn?.length) return places;
  return t('except', { places, countries: notIn.map(name).join(t('comma')) });
}

export function WhoItIsFor({ eligibility }: { eligibility: Eligibility }) {
  const t = useMessages(resourceMessages);
  const locale = useLocale();
  const parts = [
    eligibility.levels.map((level) => t(LEVELS[level])).join(t('comma')),
    where(eligibility, t, locale),
    t(COSTS[eligibility.cost]),
    ...(eligibility.eduEmail ? [t('eduEmail')] : []),
  ];
  return (
    <p className="resource-detail__who">
      <strong>{t('who')}</strong> {parts.join(' · ')}
    </p>
  );
}
