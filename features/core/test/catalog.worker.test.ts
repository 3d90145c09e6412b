// The built-in catalog is real and complete: the counts and rules the product promises.
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../catalog/categories';
import { REGIONS } from '../catalog/regions';
import { SCHOLARSHIP_FILTERS } from '../catalog/tags';
import { RESOURCES } from '../catalog/resources/index';
import { STATIC_TOOLKITS } from '../catalog/toolkits';
import { ARTICLES } from '../catalog/articles/index';
import { MAJOR_FIELDS } from '../catalog/majors/fields';
import { MAJORS } from '../catalog/majors/majors';

const resourceIds = new Set(RESOURCES.map((r) => r.id));
const words = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;

describe('resources', () => {
  it('has at least 85 resources with unique ids, and none of the 15 categories is empty', () => {
    expect(RESOURCES.length).toBeGreaterThanOrEqual(85);
    expect(resourceIds.size).toBe(RESOURCES.length);
    for (const slug of CATEGORY_SLUGS) {
      expect(RESOURCES.filter((r) => r.category === slug).length, slug).toBeGreaterThan(0);
    }
  });

  it('gives every resource an https URL, a local image and a description of at least 60 characters', () => {
    for (const r of RESOURCES) {
      expect(new URL(r.url).protocol, r.id).toBe('https:');
      expect(r.image, r.id).toMatch(/^\/images\/categories\/[a-z-]+-\d\.svg$/);
      expect(r.description.length, r.id).toBeGreaterThanOrEqual(60);
      expect(r.tags.length, r.id).toBeGreaterThan(0);
    }
  });

  it('marks must-haves Essential or Popular and covers every region and scholarship filter', () => {
    expect(
      RESOURCES.filter((r) => r.tags.includes('Essential') || r.tags.includes('Popular')).length,
    ).toBeGreaterThanOrEqual(10);
    for (const region of REGIONS)
      expect(
        RESOURCES.some((r) => r.region === region.id),
        region.id,
      ).toBe(true);
    for (const filter of SCHOLARSHIP_FILTERS) {
      expect(
        RESOURCES.some((r) => r.category === 'applying-to-colleges' && r.tags.includes(filter.tag)),
        filter.id,
      ).toBe(true);
    }
  });
});

describe('built-in toolkits', () => {
  it('are the seven of the spec, each with 10 distinct existing tools', () => {
    expect(STATIC_TOOLKITS.map((t) => t.id)).toEqual([
      'finals-survival-kit',
      'presentation-toolkit',
      'research-toolkit',
      'college-applications-toolkit',
      'design-engineering-toolkit',
      'ai-productivity-toolkit',
      'learning-beyond-classroom',
    ]);
    for (const toolkit of STATIC_TOOLKITS) {
      expect(new Set(toolkit.tools).size, toolkit.id).toBe(10);
      for (const id of toolkit.tools) expect(resourceIds.has(id), `${toolkit.id} → ${id}`).toBe(true);
    }
  });
});

describe('articles', () => {
  it('bundles the six articles, each of at least 400 words with its metadata', () => {
    expect(ARTICLES).toHaveLength(6);
    for (const a of ARTICLES) {
      expect(words(a.content), a.id).toBeGreaterThanOrEqual(400);
      expect(a.snippet.length, a.id).toBeGreaterThan(0);
      expect(a.tags.length, a.id).toBeGreaterThan(0);
      expect(a.date, a.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.readTime, a.id).toMatch(/^\d+ min read$/);
      expect(a.author.name.length, a.id).toBeGreaterThan(0);
      expect(a.image, a.id).toMatch(/^\/images\//);
    }
  });
});

describe('majors', () => {
  it('maps at least 70 majors onto the 13 fields, and every field has majors with resources', () => {
    expect(MAJOR_FIELDS).toHaveLength(13);
    expect(MAJORS.length).toBeGreaterThanOrEqual(70);
    const fieldIds = new Set(MAJOR_FIELDS.map((f) => f.id));
    for (const major of MAJORS) {
      expect(major.fields.length, major.id).toBeGreaterThan(0);
      for (const field of major.fields) expect(fieldIds.has(field), `${major.id} → ${field}`).toBe(true);
      for (const id of major.resourceIds) expect(resourceIds.has(id), `${major.id} → ${id}`).toBe(true);
    }
    for (const field of MAJOR_FIELDS) {
      const resourcesInField = MAJORS.filter((m) => m.fields.includes(field.id)).flatMap((m) => m.resourceIds);
      expect(resourcesInField.length, field.id).toBeGreaterThan(0);
    }
  });
});
