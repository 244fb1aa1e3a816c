import { createContext } from 'react-router';
import type { SessionUser } from './actor';

/** The signed-in user of this request, or null for a visitor; set by the root's session middleware. */
export const userContext = createContext<SessionUser | null>(null);
