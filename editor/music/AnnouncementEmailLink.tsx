import { useState } from "react";
import { errorMessageOf } from "../../schema/errors";
import type { FollowsApi } from "../api/followsApi";
import { itemAddress } from "../shell/sectionPaths";
import { openStudioAddress } from "../shell/studioLinks";

/** The builder's address of one of the artist's emails: the Emails section opens it. */
const emailBuilderAddress = (documentId: string) => itemAddress("emails", documentId);

/**
 * Which email the announcement sends (issue 37, item 2): the new-release starter filled with the
 * release, or the artist's own copy of it. "Edit the email" makes that copy in Emails (once) and
 * opens it in the builder; once made, it is a link there, and the copy is what goes.
 */
export function AnnouncementEmailLink({
  api,
  profileId,
  releaseId,
  documentId,
}: {
  readonly api: Pick<FollowsApi, "makeAnnouncementEmail">;
  readonly profileId: string;
  readonly releaseId: string;
  readonly documentId: string | null;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const state = await api.makeAnnouncementEmail(profileId, releaseId);
      if (state.documentId) openStudioAddress(emailBuilderAddress(state.documentId));
    } catch (error) {
      setProblem(`The email could not be made: ${errorMessageOf(error, "the server did not answer")}`);
    } finally {
      setBusy(false);
    }
  };
  if (documentId) {
    return (
      <p>
        The email: your copy, edited in Emails. <a href={emailBuilderAddress(documentId)}>Edit the email</a>
      </p>
    );
  }
  return (
    <>
      <p>
        The email: the new-release starter, filled with this release (cover, title, tracks, price, Listen and Buy).{" "}
        <button type="button" disabled={busy} onClick={() => void edit()}>
          Edit the email first
        </button>
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
    </>
  );
}
