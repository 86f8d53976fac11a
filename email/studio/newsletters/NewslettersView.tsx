import type { ReactNode } from "react";
import type { Loaded } from "../../../editor/app/useLoadedList";
import type { NewsletterSummary } from "../../../schema/api/newsletters";
import { NewsletterDetail } from "./NewsletterDetail";
import { NewsletterList } from "./NewsletterList";
import type { NewslettersApi } from "./newslettersApi";

/**
 * The Emails section's Sent tab (issue 19): the newsletters on the left where the drafts are, and
 * the one opened, read-only, where the editor is.
 */
export function NewslettersView({
  tabs,
  profileId,
  newsletters,
  openId,
  onOpen,
  api,
  confirm,
}: {
  /** The section's Drafts and Sent switch, above the list. */
  readonly tabs: ReactNode;
  readonly profileId: string;
  readonly newsletters: { readonly list: Loaded<readonly NewsletterSummary[]>; refresh(): Promise<void> };
  readonly openId: string | null;
  onOpen(id: string): void;
  readonly api: NewslettersApi;
  confirm(message: string): boolean;
}) {
  return (
    <>
      <div className="studio-workspace__pages">
        {tabs}
        <NewsletterList list={newsletters.list} openId={openId} onOpen={onOpen} onRetry={() => void newsletters.refresh()} />
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
