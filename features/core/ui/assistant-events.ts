// The window event that opens the Study Assistant with a question filled in, so a screen that found nothing
// (the search overlay, /browse) can hand its query over without importing the assistant.

export const ASK_ASSISTANT_EVENT = 'askStudyAssistant';

export interface AskAssistantDetail {
  /** Put in the panel's message box, not sent: the student reads it and presses Enter. */
  query: string;
}

export function askStudyAssistant(query: string): void {
  window.dispatchEvent(new CustomEvent<AskAssistantDetail>(ASK_ASSISTANT_EVENT, { detail: { query } }));
}

/** The query of an askStudyAssistant event ('' for a plain Event or anything malformed). */
export function askAssistantQueryOf(event: Event): string {
  const detail = (event as CustomEvent<unknown>).detail;
  const query = typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>).query : undefined;
  return typeof query === 'string' ? query.trim().slice(0, 2000) : '';
}
