import { useEffect, useState } from "react";
import type { PageSession, SessionView } from "../document/documentSession";
import type { SiteSession } from "../document/siteHolder";

type PublishState = { status: "idle" } | { status: "publishing" } | { status: "published" } | { status: "failed"; message: string };

export interface PagePublishing {
  readonly state: PublishState;
  /** Null while no page is open. */
  readonly publish: (() => Promise<void>) | null;
}

/** Publishing the open page, with the site settings it is shown in when they changed too. */
export function usePagePublishing(
  page: PageSession | null,
  site: SiteSession | null,
  pageView: SessionView<unknown> | null,
): PagePublishing {
  const [state, setState] = useState<PublishState>({ status: "idle" });

  // 'Published' stays until the page changes again.
  useEffect(() => {
    if (pageView && pageView.status !== "saved") setState((current) => (current.status === "published" ? { status: "idle" } : current));
  }, [pageView]);

  if (!page) return { state, publish: null };
  const publish = async () => {
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
  return { state, publish };
}

/** Publish, and what came of it. */
export function PublishButton({ publishing }: { publishing: PagePublishing }) {
  const { state, publish } = publishing;
  return (
    <div className="studio-topbar__group">
      <button type="button" disabled={!publish || state.status === "publishing"} onClick={() => void publish?.()}>
        Publish
      </button>
      <span
        className="studio-topbar__published"
        role="status"
        title={state.status === "failed" ? `Not published: ${state.message}` : undefined}
      >
        {state.status === "publishing" ? "Publishing…" : null}
        {state.status === "published" ? "Published" : null}
        {state.status === "failed" ? `Not published: ${state.message}` : null}
      </span>
    </div>
  );
}
