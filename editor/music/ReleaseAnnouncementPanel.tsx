import { useEffect, useId, useState } from "react";
import type { EmailListOption } from "../../blocks/settings/types";
import type { AnnouncementChoice, AnnouncementState } from "../../schema/api/releaseAnnouncements";
import { errorMessageOf } from "../../schema/errors";
import { type FollowsApi, followsApi } from "../api/followsApi";
import { useEmailLists } from "../shell/emailLists";
import { useToast } from "../shell/toasts";
import { useConfirmDialog } from "../shell/useConfirmDialog";

type Loaded = { kind: "loading" } | { kind: "ready"; state: AnnouncementState } | { kind: "failed"; message: string };

const NO_ONE: AnnouncementChoice = { followers: true, buyers: false, emailListId: null };

/** A send's progress as the panel says it. */
function progressWords(counts: NonNullable<AnnouncementState["send"]>["counts"]): string {
  const parts = [`${counts.sent} sent`, `${counts.queued} waiting`];
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  if (counts.failed > 0) parts.push(`${counts.failed} failed`);
  return `Announced to ${counts.total}: ${parts.join(", ")}.`;
}

/** Whom the announcement goes to: followers, buyers of earlier releases, a list; how many that reaches now; and the button. */
function ChoiceFields({
  choice,
  onChoice,
  lists,
  reach,
  busy,
  onAnnounce,
}: {
  readonly choice: AnnouncementChoice;
  onChoice(choice: AnnouncementChoice): void;
  readonly lists: readonly EmailListOption[];
  readonly reach: string | null;
  readonly busy: boolean;
  onAnnounce(): void;
}) {
  const id = useId();
  return (
    <fieldset disabled={busy}>
      <legend>Announce by email to</legend>
      <label>
        <input type="checkbox" checked={choice.followers} onChange={(event) => onChoice({ ...choice, followers: event.target.checked })} />{" "}
        Followers
      </label>
      <label>
        <input type="checkbox" checked={choice.buyers} onChange={(event) => onChoice({ ...choice, buyers: event.target.checked })} /> Buyers
        of earlier releases
      </label>
      <label htmlFor={`${id}-list`}>A list</label>
      <select
        id={`${id}-list`}
        value={choice.emailListId ?? ""}
        onChange={(event) => onChoice({ ...choice, emailListId: event.target.value || null })}
      >
        <option value="">No list</option>
        {lists.map((list) => (
          <option key={list.id} value={list.id}>
            {list.name}
          </option>
        ))}
      </select>
      <p aria-live="polite">{reach ? `Reaches ${reach} now.` : ""}</p>
      <button type="button" onClick={onAnnounce}>
        Announce by email
      </button>
    </fieldset>
  );
}

/**
 * Announce a release by email (issue 37, item 2), beside its form: to followers, buyers of earlier
 * releases and a list, with how many that reaches now. It goes when the release is out (at once,
 * or on a pre-order's date, or when a draft is published), once; then the panel shows its progress.
 */
export function ReleaseAnnouncementPanel({
  profileId,
  releaseId,
  api = followsApi,
  lists: givenLists,
}: {
  readonly profileId: string;
  readonly releaseId: string;
  readonly api?: Pick<FollowsApi, "announcement" | "announcementAudience" | "announce" | "cancelAnnouncement">;
  readonly lists?: readonly EmailListOption[];
}) {
  const loadedLists = useEmailLists(profileId);
  const lists = givenLists ?? loadedLists;
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [choice, setChoice] = useState<AnnouncementChoice>(NO_ONE);
  const [reach, setReach] = useState<string | null>(null);
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

  // How many the choice reaches now, asked again as it changes.
  useEffect(() => {
    let current = true;
    if (!choice.followers && !choice.buyers && choice.emailListId === null) return setReach(null);
    api.announcementAudience(profileId, releaseId, choice).then(
      (audience) =>
        current && setReach(`${audience.recipients.toLocaleString("en-US")} ${audience.recipients === 1 ? "person" : "people"}`),
      () => current && setReach(null),
    );
    return () => {
      current = false;
    };
  }, [api, profileId, releaseId, choice]);

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
    const asked = {
      title: "Announce this release?",
      message: `It goes by email to ${reach ?? "your choice"}, once.`,
      confirmLabel: "Announce",
    };
    if (await confirm(asked)) await run(() => api.announce(profileId, releaseId, choice), "Announcement saved");
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
        <ChoiceFields choice={choice} onChoice={setChoice} lists={lists} reach={reach} busy={busy} onAnnounce={() => void announce()} />
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {dialog}
    </section>
  );
}
