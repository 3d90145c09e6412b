/**
 * The scroll lock every Radix dialog injects as a <style> (react-remove-scroll-bar) when the page needs no scrollbar
 * compensation (overlay scrollbars: phones, macOS; a page that does not scroll): one constant text, which the
 * worker's CSP allows by this hash. Where the text differs (a classic scrollbar's width in it), the browser refuses
 * it and core's base.css locks the page instead. core/test/dialog-scroll-lock checks it against the library.
 */
export const DIALOG_SCROLL_LOCK_STYLE_HASH = 'sha256-nzTgYzXYDNe6BAHiiI7NNlfK8n/auuOAhh2t92YvuXo=';
