// The 13 major fields (data/major-fields.json).
import fields from '../data/major-fields.json';
import type { MajorField } from '../types';

export const MAJOR_FIELDS_FILE = ['data/major-fields.json', fields] as const;

export const MAJOR_FIELDS: readonly MajorField[] = fields;
