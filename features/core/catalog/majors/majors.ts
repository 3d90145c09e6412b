// Built-in university majors (data/majors.json): the fields each belongs to and the catalog resources most useful to
// it, best first, topped up below with the discipline resources that name the major.
import curated from '../data/majors.json';
import { RESOURCES } from '../resources/index';
import type { Major, Resource } from '../types';

/** The hand-picked majors as the data file lists them: fields and general picks, best first. */
export const MAJORS_FILE = ['data/majors.json', curated] as const;

/** How many items specific to its fields every major page carries at least. */
export const MIN_FIELD_SPECIFIC = 8;

/**
 * Every major: the discipline resources that name it (exam prep, societies, field tools; catalog order) first,
 * then its general picks, so no major page is only generic tools. A major with fewer than MIN_FIELD_SPECIFIC of
 * those is topped up with resources specific to its fields' other majors.
 */
export function majorsFrom(curated: readonly Major[], resources: readonly Resource[]): Major[] {
  /** Resource ids (catalog order) specific to any major of the field. */
  const specificToField = (fieldId: string): string[] => {
    const inField = new Set(curated.filter((m) => m.fields.includes(fieldId)).map((m) => m.id));
    return resources.filter((r) => r.majors?.some((id) => inField.has(id))).map((r) => r.id);
  };
  return curated.map((major) => {
    const own = resources.filter((r) => r.majors?.includes(major.id)).map((r) => r.id);
    const fieldPool = [...new Set(major.fields.flatMap(specificToField))];
    const fieldSpecific = new Set(fieldPool);
    const listed = [...new Set([...own, ...major.resourceIds])];
    const missing = MIN_FIELD_SPECIFIC - listed.filter((id) => fieldSpecific.has(id)).length;
    const topUp = missing > 0 ? fieldPool.filter((id) => !listed.includes(id)).slice(0, missing) : [];
    return { ...major, resourceIds: [...new Set([...own, ...topUp, ...major.resourceIds])] };
  });
}

export const MAJORS: readonly Major[] = majorsFrom(curated, RESOURCES);
