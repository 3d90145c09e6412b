// Counted nouns the toolkit screens share ("1 resource", "12 resources").

export const resourceCount = (n: number): string => `${n} ${n === 1 ? 'resource' : 'resources'}`;
