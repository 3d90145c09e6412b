// Who may see a toolkit, as the API and the UI both name it (the column is toolkits.visibility, api/schema.ts).
export const TOOLKIT_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type ToolkitVisibility = (typeof TOOLKIT_VISIBILITIES)[number];

/** The editor's choices, in order, with the hint each shows. */
export const VISIBILITY_CHOICES: readonly { value: ToolkitVisibility; title: string; hint: string }[] = [
  { value: 'public', title: 'Public', hint: 'Anyone can find it on Toolkits.' },
  { value: 'unlisted', title: 'Unlisted', hint: 'Only people with the link can see it; never listed or searched.' },
  { value: 'private', title: 'Private', hint: 'Only you can see it.' },
];

export const VISIBILITY_LABELS: Record<ToolkitVisibility, string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Private',
};
