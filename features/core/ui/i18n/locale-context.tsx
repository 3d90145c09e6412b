// The reader's language for every component under the shell. The shell provides it from the page (the worker
// chose it); outside a provider, as in most unit tests, it is English. The provider sits at the root, which never
// draws again but for one reason: tables arrived that a text drawn in English was waiting for (translate.ts). Its
// value is then a new object, so every component that reads it draws again.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { onTextsArrived, textsVersion } from '../../shared/i18n/translate';

const LocaleContext = createContext<{ locale: Locale }>({ locale: DEFAULT_LOCALE });

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  useSyncExternalStore(onTextsArrived, textsVersion, textsVersion);
  return <LocaleContext.Provider value={{ locale }}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** The context's value itself: a new object whenever the texts behind it change. */
export const useLocaleValue = () => useContext(LocaleContext);
