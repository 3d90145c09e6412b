// The text an account form (sign-in/up in the shell, onboarding in the dashboard) shows for a failed call.
import { messageOf } from './data/settle';

/** docs/product.md#when-something-fails: the server's message ('Invalid login credentials', 'User already registered'…) or 'An error occurred'. */
export const authErrorMessage = (error: unknown): string => messageOf(error, 'An error occurred');
