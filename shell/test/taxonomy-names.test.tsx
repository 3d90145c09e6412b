// The catalog's vocabulary reaches a Spanish or Chinese reader through the shell's tables: a display site that
// calls useTaxonomyName shows the reader's name, and English where the language has none.
import { CATEGORIES } from '@quadkit/core/catalog/categories';
import { MAJOR_FIELDS } from '@quadkit/core/catalog/majors/fields';
import { MAJORS } from '@quadkit/core/catalog/majors/majors';
import { LocaleProvider } from '@quadkit/core/ui/i18n/locale-context';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import type { TaxonomyKind } from '@quadkit/core/shared/i18n/taxonomy';
import { registerTranslations } from '@quadkit/core/shared/i18n/translate';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import es from '../src/i18n/es';
import zh from '../src/i18n/zh';

afterEach(cleanup);

beforeAll(() => {
  registerTranslations('es', es);
  registerTranslations('zh', zh);
});

function Names({ kind, names }: { kind: TaxonomyKind; names: readonly string[] }) {
  const name = useTaxonomyName();
  return (
    <ul>
      {names.map((english) => (
        <li key={english}>{name(kind, english)}</li>
      ))}
    </ul>
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('catalog names', () => {
  it('shows categories, fields, majors and tags in Spanish', () => {
    render(
      <LocaleProvider locale="es">
        <Names kind="category" names={['Student Perks', 'AI Tools']} />
        <Names kind="field" names={['Health & Life Sciences']} />
        <Names kind="major" names={['Computer Science']} />
        <Names kind="tag" names={['Student Discount', 'Free', 'STEM', 'GitHub Only']} />
      </LocaleProvider>,
    );
    expect(shown()).toEqual([
      'Beneficios para estudiantes',
      'Herramientas de IA',
      'Salud y ciencias de la vida',
      'Ciencias de la computación',
      'Descuento para estudiantes',
      'Gratis',
      'STEM',
      // A tag only a student's suggestion carries has no table entry: it stays as written.
      'GitHub Only',
    ]);
  });

  it('shows them in Chinese', () => {
    render(
      <LocaleProvider locale="zh">
        <Names kind="category" names={['Study Abroad']} />
        <Names kind="tag" names={['Student Discount']} />
        <Names kind="region" names={['Midwest']} />
      </LocaleProvider>,
    );
    expect(shown()).toEqual(['留学', '学生折扣', '中西部']);
  });

  it('leaves no category, field or major in English (but Marketing, the same word in Spanish)', () => {
    for (const locale of ['es', 'zh'] as const) {
      render(
        <LocaleProvider locale={locale}>
          <Names kind="category" names={CATEGORIES.map((c) => c.name)} />
          <Names kind="field" names={MAJOR_FIELDS.map((f) => f.name)} />
          <Names kind="major" names={MAJORS.map((m) => m.name).filter((name) => name !== 'Marketing')} />
        </LocaleProvider>,
      );
      const english = new Set([
        ...CATEGORIES.map((c) => c.name),
        ...MAJOR_FIELDS.map((f) => f.name),
        ...MAJORS.map((m) => m.name),
      ]);
      expect(
        shown().filter((text) => english.has(text ?? '')),
        locale,
      ).toEqual([]);
      cleanup();
    }
  });
});
