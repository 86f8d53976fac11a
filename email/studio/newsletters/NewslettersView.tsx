import type { ReactNode } from "react";
import type { AskConfirm } from "../../../client/ui/confirmRequest";
import type { NewslettersApi } from "../../../editor/api/newslettersApi";
import { EmailTrackingChoice } from "./EmailTrackingChoice";
import { NewsletterDetail } from "./NewsletterDetail";
import { NewsletterList } from "./NewsletterList";
import { useNewsletters } from "./useNewsletters";

/**
 * The Emails section's Sent tab (issue 19): the newsletters on the left where the drafts are, and
 * the one opened, read-only, where the editor is. Loaded (and asked again) only while shown, so a
 * newsletter just sent is listed as soon as the tab opens.
 */
export function NewslettersView({
  tabs,
  profileId,
  openId,
  onOpen,
  api,
  confirm,
}: {
  /** The section's Drafts and Sent switch, above the list. */
  readonly tabs: ReactNode;
  readonly profileId: string;
  readonly openId: string | null;
  onOpen(id: string): void;
  readonly api: NewslettersApi;
  /** The section's dialog, asked before a scheduled newsletter is cancelled. */
  readonly confirm: AskConfirm;
}) {
  const newsletters = useNewsletters(profileId, api);
  return (
    <>
      <div className="studio-workspace__pages">
        {tabs}
        <NewsletterList list={newsletters.list} openId={openId} onOpen={onOpen} onRetry={() => void newsletters.refresh()} />
        <EmailTrackingChoice profileId={profileId} api={api} />
      </div>
      <main className="studio-workspace__canvas">
        {openId ? (
          <NewsletterDetail
            key={openId}
            profileId={profileId}
            sendId={openId}
            api={api}
            confirm={confirm}
            onChanged={() => void newsletters.refresh()}
          />
        ) : (
          <p className="studio-hint">Choose a newsletter to see who it went to and how far sending got.</p>
        )}
      </main>
    </>
  );
}
