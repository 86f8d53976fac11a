import { useSelector } from "../../client/ui/useSelector";
import { type AuthView, selectInitialized, selectUser } from "../../machines/auth/authSelectors";
import type { Account } from "../../schema/api/accounts";
import { type DataViewer, VISITOR_VIEWER, viewerKey } from "../../schema/siteData";
import { useAuth } from "./session";

/**
 * Whom route data is for, from the session: a visitor until the stored token has been read and
 * checked (as on the server, so the first render hydrates with the server's data), then the fan
 * who is logged in, with their tier.
 */
export function dataViewerOf(initialized: boolean, user: Account | null): DataViewer {
  if (!initialized || !user) return VISITOR_VIEWER;
  return { kind: "fan", accountId: user.id, membershipTierId: user.membership.membershipTierId ?? null };
}

const selectDataViewer = (snapshot: AuthView): DataViewer => dataViewerOf(selectInitialized(snapshot), selectUser(snapshot));

const sameViewer = (a: DataViewer, b: DataViewer): boolean => viewerKey(a) === viewerKey(b);

/** The viewer of `dataViewerOf` for the site's session; the same object while the viewer stays the same. */
export function useDataViewer(): DataViewer {
  return useSelector(useAuth(), selectDataViewer, sameViewer);
}
