// The toolkit editor's emoji palette (docs/product.md#toolkit-editor: 20 choices, default 📚), shared by the form and the API.

/** The seven built-in toolkits' emoji come first, so every stored toolkit shows a palette choice. */
export const TOOLKIT_EMOJI = [
  '📚',
  '🎤',
  '🔬',
  '🎓',
  '🛠️',
  '🤖',
  '🌱',
  '💡',
  '🚀',
  '🎨',
  '💻',
  '🧠',
  '📝',
  '📊',
  '🎯',
  '🌍',
  '⚡',
  '🧪',
  '🎵',
  '💼',
] as const;

export type ToolkitEmoji = (typeof TOOLKIT_EMOJI)[number];

export const DEFAULT_TOOLKIT_EMOJI: ToolkitEmoji = '📚';

/** Emoji variation selectors (U+FE0E/U+FE0F) vary by keyboard and platform; they do not make a different emoji. */
const bare = (emoji: string) => emoji.replace(/[\uFE0E\uFE0F]/g, '');

/** The palette's spelling of this emoji, or undefined when it is not one of the 20. */
export function paletteEmoji(value: string): ToolkitEmoji | undefined {
  const wanted = bare(value.trim());
  return TOOLKIT_EMOJI.find((emoji) => bare(emoji) === wanted);
}
