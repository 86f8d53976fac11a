/**
 * What the site reads of a fan's session (SPEC §3 Auth state), from the auth machine's snapshot or
 * from its stand-in before the machine has come (machines/lazyActor.ts): no XState here, so the
 * components that read the session do not bring the machine into the first download.
 */
import type { Account } from "../../schema/api/accounts";
import { standInSnapshot } from "../lazyActor";
import type { AuthContext, AuthSnapshot } from "./authMachine";
import { memoryTokenStore } from "./tokenStore";

/** The part of the auth machine's snapshot the selectors read, which a stand-in gives too. */
export type AuthView = Pick<AuthSnapshot, "status" | "value" | "context" | "matches">;

const EMPTY_CONTEXT: AuthContext = {
  user: null,
  token: null,
  errorMessage: null,
  requestId: undefined,
  tokenStore: memoryTokenStore(),
  log: console.error,
};

/** The session as the server renders it, and until the stored token has been read: not yet known. */
export const AUTH_STARTING: AuthView = standInSnapshot({ initializing: "readingToken" } as const, EMPTY_CONTEXT);

/** A visitor: no token is stored, so no one is signed in (what the machine would say, without it). */
export const AUTH_VISITOR: AuthView = standInSnapshot({ unauthenticated: "idle" } as const, EMPTY_CONTEXT);

/** SPEC §3 Auth state. */
export interface AuthState {
  readonly initialized: boolean;
  readonly authenticated: boolean;
  readonly loading: boolean;
  readonly errorMessage: string | null;
}

/** False only while the stored token is being read and checked at start. */
export const selectInitialized = (snapshot: AuthView): boolean => !snapshot.matches("initializing");
export const selectAuthenticated = (snapshot: AuthView): boolean => snapshot.matches("authenticated");
/** True while a login or registration is under way. */
export const selectLoading = (snapshot: AuthView): boolean => snapshot.matches("loading");
export const selectUser = (snapshot: AuthView): Account | null => snapshot.context.user;
export const selectToken = (snapshot: AuthView): string | null => snapshot.context.token;
export const selectErrorMessage = (snapshot: AuthView): string | null => snapshot.context.errorMessage;

/** The four SPEC §3 flags at once; a new object each time, so compare shallowly (useSelector's third argument). */
export const selectAuthState = (snapshot: AuthView): AuthState => ({
  initialized: selectInitialized(snapshot),
  authenticated: selectAuthenticated(snapshot),
  loading: selectLoading(snapshot),
  errorMessage: selectErrorMessage(snapshot),
});
