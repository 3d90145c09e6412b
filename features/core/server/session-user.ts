// Who is signed in, as every feature API sees it (c.var.user), and the guard for routes that need it.
import { ApiError } from './errors';

export interface SessionUser {
  id: string;
  email: string;
}

/** Typed structurally, not with AppEnv, so this file and app-env.ts do not import each other. */
interface WithUser {
  var: { user?: SessionUser | null };
}

const authSessionMissing = () => new ApiError(401, 'unauthorized', 'Auth session missing!');

/** The signed-in user, or a 401 'Auth session missing!' for a signed-out request. */
export function requireUser(c: WithUser): SessionUser {
  const user = c.var.user;
  if (!user) throw authSessionMissing();
  return user;
}
