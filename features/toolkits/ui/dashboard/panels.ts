// The dashboard panels' chunk: everything the four toolkits panels draw.
export { SavedCount, ToolkitsCount } from './counters';
export { MyToolkitsPanel } from './my-toolkits-panel';
export { SavedPanel } from './saved-panel';
