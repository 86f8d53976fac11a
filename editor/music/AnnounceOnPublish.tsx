import { type ReactNode, useCallback, useEffect, useState } from "react";
import type { EmailListOption } from "../../blocks/settings/types";
import type { AnnouncementChoice, AnnouncementState } from "../../schema/api/releaseAnnouncements";
import type { StudioRelease } from "../../schema/api/releases";
import { errorMessageOf } from "../../schema/errors";
import { followsApi } from "../api/followsApi";
import { useEmailLists } from "../shell/emailLists";
import { StudioDialog } from "../shell/StudioDialog";
import { useToast } from "../shell/toasts";
import { AnnouncementChoiceFields, FOLLOWERS_ONLY, useAnnouncementReach } from "./AnnouncementChoiceFields";
import { AnnouncementEmailLink } from "./AnnouncementEmailLink";
import type { AnnouncementApi } from "./ReleaseAnnouncementPanel";

/** A release just published: what the dialog names and announces. */
export interface PublishedRelease {
  readonly id: string;
  readonly title: string;
}

/**
 * Asked the moment a release is published (issue 37, item 2): announce it by email, to followers,
 * buyers of earlier releases and lists, as the starter email or an edited copy; or not now (the
 * release's form keeps the same choice). Not asked when the release already has an announcement.
 * A pre-order's announcement waits for its date.
 */
export function AnnounceOnPublish({
  profileId,
  release,
  onClose,
  api = followsApi,
  lists: givenLists,
}: {
  readonly profileId: string;
  readonly release: PublishedRelease;
  onClose(): void;
  readonly api?: AnnouncementApi;
  readonly lists?: readonly EmailListOption[];
}) {
  const loadedLists = useEmailLists(profileId);
  const lists = givenLists ?? loadedLists;
  const [state, setState] = useState<AnnouncementState | null>(null);
  const [choice, setChoice] = useState<AnnouncementChoice>(FOLLOWERS_ONLY);
  const reach = useAnnouncementReach(api, profileId, release.id, choice);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();

  useEffect(() => {
    let current = true;
    api.announcement(profileId, release.id).then(
      (loaded) => {
        if (!current) return;
        if (loaded.choice || loaded.send) onClose();
        else setState(loaded);
      },
      // Nothing to offer without it: the release's form offers the announcement again.
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [api, profileId, release.id, onClose]);

  const announce = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const done = await api.announce(profileId, release.id, choice);
      toast(done.send ? `“${release.title}” announced by email` : `“${release.title}” will be announced on its release date`);
      onClose();
    } catch (error) {
      setProblem(errorMessageOf(error, "the server did not answer"));
      setBusy(false);
    }
  };

  if (!state) return null;
  return (
    <StudioDialog title={`Announce “${release.title}” by email?`} onClose={onClose}>
      <p className="studio-dialog__message">It is published. Tell the people who want to hear: it goes once, to</p>
      <fieldset disabled={busy}>
        <legend className="studio-visually-hidden">Announce by email to</legend>
        <AnnouncementChoiceFields choice={choice} onChoice={setChoice} lists={lists} reach={reach} />
      </fieldset>
      <AnnouncementEmailLink api={api} profileId={profileId} releaseId={release.id} documentId={state.documentId} />
      {problem ? <p role="alert">{problem}</p> : null}
      <div className="studio-dialog__actions">
        <button type="button" onClick={onClose}>
          Not now
        </button>
        <button type="button" className="studio-dialog__primary" disabled={busy} onClick={() => void announce()}>
          Announce by email
        </button>
      </div>
    </StudioDialog>
  );
}

/**
 * The offer in the Music section: `offer(saved, wasPublished)` after each save asks it when that
 * save published a music release; `element` is the dialog, while it is asked.
 */
export function useAnnounceOnPublish(
  profileId: string,
  api: AnnouncementApi,
): {
  offer(saved: StudioRelease, wasPublished: boolean): void;
  readonly element: ReactNode;
} {
  const [announcing, setAnnouncing] = useState<PublishedRelease | null>(null);
  const close = useCallback(() => setAnnouncing(null), []);
  const offer = useCallback((saved: StudioRelease, wasPublished: boolean) => {
    if (!wasPublished && saved.status === "published" && saved.category === "Music") setAnnouncing({ id: saved.id, title: saved.title });
  }, []);
  const element = announcing ? <AnnounceOnPublish profileId={profileId} release={announcing} onClose={close} api={api} /> : null;
  return { offer, element };
}
