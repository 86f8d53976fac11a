import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { useSelector } from "../../../client/ui/useSelector";
import { selectAuthenticated, selectUser } from "../../../machines/auth/authSelectors";
import type { Account } from "../../../schema/api/accounts";
import { useAuth } from "../../app/session";
import { loginHref } from "../../shell/loginHref";

export interface MembersSession {
  /** The logged-in fan, or null for a visitor (and while the session is still starting). */
  readonly fan: Account | null;
  /** Sends a visitor to /login, to come back to this very view (path and query) afterwards (SPEC §6). */
  readonly goToLogin: () => void;
}

/** Who acts on the members page, and where a visitor who tries to goes. */
export function useMembersSession(): MembersSession {
  const auth = useAuth();
  const user = useSelector(auth, selectUser);
  const authenticated = useSelector(auth, selectAuthenticated);
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const goToLogin = useCallback(() => navigate(loginHref(pathname, search)), [navigate, pathname, search]);
  return { fan: authenticated ? user : null, goToLogin };
}
