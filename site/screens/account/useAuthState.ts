import { useSelector } from "../../../client/ui/useSelector";
import { type AuthState, selectAuthState } from "../../../machines/auth/authSelectors";
import { useAuth } from "../../app/session";

function sameAuthState(a: AuthState, b: AuthState): boolean {
  return (
    a.initialized === b.initialized && a.authenticated === b.authenticated && a.loading === b.loading && a.errorMessage === b.errorMessage
  );
}

/**
 * SPEC §3 Auth state of the fan's session. `initialized` is false on the server and in the render
 * that hydrates, so screens show the same thing there until the stored token has been read.
 */
export function useAuthState(): AuthState {
  return useSelector(useAuth(), selectAuthState, sameAuthState);
}
