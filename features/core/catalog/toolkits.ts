// The seven built-in toolkits (data/toolkits.json); each lists 10 resource ids from the built-in catalog.
import toolkits from './data/toolkits.json';
import type { StaticToolkit } from './types';

export const TOOLKITS_FILE = ['data/toolkits.json', toolkits] as const;

export const STATIC_TOOLKITS: readonly StaticToolkit[] = toolkits;
