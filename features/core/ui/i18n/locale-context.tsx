// The reader's language for every component under the shell. The shell provides it from the page (the worker
// chose it); outside a provider, as in most unit tests, it is English.
import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
