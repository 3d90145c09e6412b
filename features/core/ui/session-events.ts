// The window event that opens the shell's sign-in / sign-up modal ('openAuthModal'), so any feature
// can ask for a sign-in without importing the shell.

export const OPEN_AUTH_MODAL_EVENT = 'openAuthModal';

export interface OpenAuthModalDetail {
  /** Which form to show first; sign-in unless told otherwise. */
  mode?: 'sign-in' | 'sign-up' | 'onboarding';
  /** Where to go after a successful sign-in (a same-site path such as "/bulletin-board/submit"). */
  redirectTo?: string;
}

export function openAuthModal(detail: OpenAuthModalDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenAuthModalDetail>(OPEN_AUTH_MODAL_EVENT, { detail }));
}

/** The detail of an openAuthModal event, tolerating a plain Event (no detail) from older callers. */
export function authModalDetailOf(event: Event): OpenAuthModalDetail {
  const detail = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return {};
  const { mode, redirectTo } = detail as Record<string, unknown>;
  return {
    ...(mode === 'sign-in' || mode === 'sign-up' || mode === 'onboarding' ? { mode } : {}),
    // Only same-site paths: "//evil.example" or "https://…" would turn the redirect into an open redirect.
    ...(typeof redirectTo === 'string' && redirectTo.startsWith('/') && !redirectTo.startsWith('//')
      ? { redirectTo }
      : {}),
  };
}

/** Reopens the onboarding wizard for a signed-in user who closed it before finishing (the dashboard's button). */
export const openOnboarding = (): void => openAuthModal({ mode: 'onboarding' });
