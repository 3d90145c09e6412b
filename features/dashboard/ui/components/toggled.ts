// Toggling a value in a list of choices (interests, goals): added when absent, removed when present.
export const toggled = <T>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
