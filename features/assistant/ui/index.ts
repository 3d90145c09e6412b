// The assistant's UI entry for the shell: only the floating button, which loads the panel when first opened.
export { AssistantLauncher } from './launcher/assistant-launcher';
