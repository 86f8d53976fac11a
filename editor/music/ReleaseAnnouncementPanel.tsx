import { useEffect, useId, useState } from "react";
import type { EmailListOption } from "../../blocks/settings/types";
import type { AnnouncementChoice, AnnouncementState } from "../../schema/api/releaseAnnouncements";
import { errorMessageOf } from "../../schema/errors";
import { type FollowsApi, followsApi } from "../api/followsApi";
import { useEmailLists } from "../shell/emailLists";
import { useToast } from "../shell/toasts";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { AnnouncementChoiceFields, FOLLOWERS_ONLY, useAnnouncementReach } from "./AnnouncementChoiceFields";
import { AnnouncementEmailLink } from "./AnnouncementEmailLink";

type Loaded = { kind: "loading" } | { kind: "ready"; state: AnnouncementState } | { kind: "failed"; message: string };

export type AnnouncementApi = Pick<
  FollowsApi,
  "announcement" | "announcementAudience" | "announce" | "cancelAnnouncement" | "makeAnnouncementEmail"
>;

/** A send's progress as the panel says it. */
function progressWords(counts: NonNullable<AnnouncementState["send"]>["counts"]): string {
  const parts = [`${counts.sent} sent`, `${counts.queued} waiting`];
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  if (counts.failed > 0) parts.push(`${counts.failed} failed`);
  return `Announced to ${counts.total}: ${parts.join(", ")}.`;
}

/** What Announce asks first. */
export const announceQuestion = (reach: string | null) => ({
  title: "Announce this release?",
  message: `It goes by email to ${reach ?? "your choice"}, once.`,
  confirmLabel: "Announce",
});

/**
 * Announce a release by email (issue 37, item 2), beside its form: to followers, buyers of earlier
 * releases and lists, with how many that reaches now, as the starter email or the artist's edited
 * copy. It goes when the release is out (at once, or on a pre-order's date, or when a draft is
 * published), once; then the panel shows its progress. Publishing a release offers the same
 * choice at once (AnnounceOnPublish).
 */
export function ReleaseAnnouncementPanel({
  profileId,
  releaseId,
  api = followsApi,
  lists: givenLists,
}: {
  readonly profileId: string;
  readonly releaseId: string;
  readonly api?: AnnouncementApi;
  readonly lists?: readonly EmailListOption[];
}) {
  const loadedLists = useEmailLists(profileId);
  const lists = givenLists ?? loadedLists;
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [choice, setChoice] = useState<AnnouncementChoice>(FOLLOWERS_ONLY);
  const reach = useAnnouncementReach(api, profileId, releaseId, choice);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirmDialog();
  const toast = useToast();
  const id = useId();

  useEffect(() => {
    let current = true;
    api.announcement(profileId, releaseId).then(
      (state) => current && setLoaded({ kind: "ready", state }),
      (error) => current && setLoaded({ kind: "failed", message: errorMessageOf(error, "the server did not answer") }),
    );
    return () => {
      current = false;
    };
  }, [api, profileId, releaseId]);

  const run = async (work: () => Promise<AnnouncementState>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      setLoaded({ kind: "ready", state: await work() });
      toast(done);
    } catch (error) {
      setProblem(errorMessageOf(error, "the server did not answer"));
    } finally {
      setBusy(false);
    }
  };
  const announce = async () => {
    if (await confirm(announceQuestion(reach))) await run(() => api.announce(profileId, releaseId, choice), "Announcement saved");
  };

  const state = loaded.kind === "ready" ? loaded.state : null;
  return (
    <section className="studio-admin__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Announce by email</h2>
      {loaded.kind === "loading" ? <p aria-busy="true">Loading…</p> : null}
      {loaded.kind === "failed" ? <p role="alert">The announcement could not be loaded: {loaded.message}</p> : null}
      {state?.send ? <p role="status">{progressWords(state.send.counts)}</p> : null}
      {state && !state.send && state.choice ? (
        <>
          <p role="status">Waiting: it goes when the release is out (published, and its release date reached).</p>
          <AnnouncementEmailLink api={api} profileId={profileId} releaseId={releaseId} documentId={state.documentId} />
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => api.cancelAnnouncement(profileId, releaseId), "Announcement cancelled")}
          >
            Cancel announcement
          </button>
        </>
      ) : null}
      {state && !state.send && !state.choice ? (
        <fieldset disabled={busy}>
          <legend>Announce by email to</legend>
          <AnnouncementChoiceFields choice={choice} onChoice={setChoice} lists={lists} reach={reach} />
          <AnnouncementEmailLink api={api} profileId={profileId} releaseId={releaseId} documentId={state.documentId} />
          <button type="button" onClick={() => void announce()}>
            Announce by email
          </button>
        </fieldset>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {dialog}
    </section>
  );
}
