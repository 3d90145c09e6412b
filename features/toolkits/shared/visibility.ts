// Who may see a toolkit, as the API and the UI both name it (the column is toolkits.visibility, api/schema.ts).
export const TOOLKIT_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type ToolkitVisibility = (typeof TOOLKIT_VISIBILITIES)[number];
