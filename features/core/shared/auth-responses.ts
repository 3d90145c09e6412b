// Response shapes of the worker's auth API (/api/auth/*) and account deletion, shared with the UI.

/** The signed-in user as the UI sees it. */
export interface AuthUser {
  id: string;
  email: string;
  isAdmin: boolean;
}

/** GET /api/auth/session: 200 whether or not anyone is signed in. */
export interface SessionResponse {
  user: AuthUser | null;
}

/** POST /api/auth/sign-up (201) and POST /api/auth/sign-in (200). */
export interface SignedInResponse {
  user: AuthUser;
}

/** POST /api/auth/sign-out */
export interface SignOutResponse {
  success: true;
}

/** The error body of a weak password (400): every rule it breaks, each a sentence. */
export interface WeakPasswordErrorBody {
  error: { code: 'weak_password'; message: string; reasons: string[] };
}

/** DELETE /api/account: the spec's delete-account answer, { success, error }. */
export type DeleteAccountResponse = { success: true } | { success: false; error: string };

/** One signed-in browser in the sessions list (GET /api/account/sessions). */
export interface AccountSession {
  /** A public id (never the token). */
  id: string;
  /** "Chrome on Windows", from the User-Agent at sign-in. */
  device: string;
  /** ISO times. */
  signedInAt: string;
  lastSeenAt: string;
  /** This browser's own session. */
  current: boolean;
}

/** GET /api/account/sessions */
export interface SessionsResponse {
  sessions: AccountSession[];
}

/** DELETE /api/account/sessions/others: how many other sessions were signed out. */
export interface SignOutOthersResponse {
  signedOut: number;
}

/** POST /api/account/password, POST /api/auth/reset-password, POST /api/auth/forgot-password */
export interface AccountActionResponse {
  success: true;
  message: string;
}
