// `const name = useTaxonomyName(); name('category', category.name)` in a component.
import { useCallback } from 'react';
import { type TaxonomyKind, taxonomyName } from '../../shared/i18n/taxonomy';
import { useLocale } from './locale-context';

export function useTaxonomyName(): (kind: TaxonomyKind, english: string) => string {
  const locale = useLocale();
  return useCallback((kind, english) => taxonomyName(locale, kind, english), [locale]);
}
