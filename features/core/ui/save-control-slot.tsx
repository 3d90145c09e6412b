// The save (bookmark) control as a slot: every feature's cards render <SaveControl/>, the toolkits feature
// supplies the real control, and the shell connects the two (a feature never imports another feature).
import { createContext, useContext, type ComponentType } from 'react';

export interface SaveControlProps {
  /** A resource id or a toolkit id. */
  itemId: string;
  type: 'resource' | 'toolkit';
  /** For the accessible name and toasts, e.g. "Notion for Education". */
  title?: string;
  size?: 'sm' | 'md';
}

export const SaveControlContext = createContext<ComponentType<SaveControlProps> | null>(null);

/** Renders the registered save control, or nothing before one is registered. */
export function SaveControl(props: SaveControlProps) {
  const Control = useContext(SaveControlContext);
  return Control ? <Control {...props} /> : null;
}
