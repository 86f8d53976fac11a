import { useEffect, useState } from "react";
import { type UnreadyBlock, unreadyBlocks } from "../../runtime/readiness";
import type { ReadinessFacts } from "../../runtime/readinessFacts";
import { selectBlock } from "../commands/selectBlock";
import type { PageSession, SessionView } from "../document/documentSession";
import type { SiteSession } from "../document/siteHolder";
import { NotReadyDialog } from "./NotReadyDialog";
import { pageKind } from "./pageKind";

type PublishState =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "notReady"; blocks: readonly UnreadyBlock[] }
  | { status: "publishing" }
  | { status: "published" }
  | { status: "failed"; message: string };

export interface PagePublishing {
  readonly state: PublishState;
  /** Null while no page is open. */
  readonly publish: (() => Promise<void>) | null;
  /** Publishes whatever blocks are not ready (left out of the site). */
  readonly publishAnyway: () => Promise<void>;
  /** Closes the not-ready list, selecting the block to fix when one is given. */
  readonly dismiss: (fixId?: string) => void;
}

/**
 * Publishing the open page, with the site settings it is shown in when they changed too. Blocks
 * that would not work for fans are named first (issue 34), with the choice to fix them or publish
 * anyway.
 */
export function usePagePublishing(
  page: PageSession | null,
  site: SiteSession | null,
  pageView: SessionView<unknown> | null,
  facts: () => Promise<ReadinessFacts>,
): PagePublishing {
  const [state, setState] = useState<PublishState>({ status: "idle" });

  // 'Published' stays until the page changes again.
  useEffect(() => {
    if (pageView && pageView.status !== "saved") setState((current) => (current.status === "published" ? { status: "idle" } : current));
  }, [pageView]);

  const publishNow = async () => {
    if (!page) return;
    setState({ status: "publishing" });
    const published = await page.publish();
    if (!published.ok) {
      setState({ status: "failed", message: published.message });
      return;
    }
    // The site document holds what every page shows (theme, links, the page list): it goes out with the page.
    if (site?.getView().hasUnpublishedChanges) {
      const siteOutcome = await site.publish();
      if (!siteOutcome.ok) {
        setState({ status: "failed", message: `the page is published, but the site settings are not: ${siteOutcome.message}` });
        return;
      }
    }
    setState({ status: "published" });
  };
  const dismiss = (fixId?: string) => {
    setState({ status: "idle" });
    if (page && fixId) page.store.update((current) => selectBlock(current, fixId));
  };
  if (!page) return { state, publish: null, publishAnyway: publishNow, dismiss };
  const publish = async () => {
    setState({ status: "checking" });
    const blocks = unreadyBlocks(page.store.getState().document.root, pageKind.blocks, await facts());
    if (blocks.length > 0) setState({ status: "notReady", blocks });
    else await publishNow();
  };
  return { state, publish, publishAnyway: publishNow, dismiss };
}

/** Publish, and what came of it. */
export function PublishButton({ publishing }: { publishing: PagePublishing }) {
  const { state, publish } = publishing;
  const busy = state.status === "publishing" || state.status === "checking";
  return (
    <div className="studio-topbar__group">
      <button type="button" disabled={!publish || busy} onClick={() => void publish?.()}>
        Publish
      </button>
      <span
        className="studio-topbar__published"
        role="status"
        title={state.status === "failed" ? `Not published: ${state.message}` : undefined}
      >
        {busy ? "Publishing…" : null}
        {state.status === "published" ? "Published" : null}
        {state.status === "failed" ? `Not published: ${state.message}` : null}
      </span>
      {state.status === "notReady" ? (
        <NotReadyDialog
          blocks={state.blocks}
          onShow={(id) => publishing.dismiss(id)}
          onPublishAnyway={() => void publishing.publishAnyway()}
          onCancel={() => publishing.dismiss()}
        />
      ) : null}
    </div>
  );
}
