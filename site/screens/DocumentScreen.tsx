import { useCallback, useMemo } from "react";
import { useLocation } from "wouter";
import { allBlockViewsLoaded, loadBlockViews } from "../../blocks/onDemand/onDemandViews";
import { pageCodeOf } from "../../blocks/onDemand/pageCode";
import { loadRichContent, richContentLoaded } from "../../blocks/richText/richContentViews";
import { LinkTreeFrame } from "../../blocks/themes/LinkTreeFrame";
import { linkTreeDocument } from "../../blocks/themes/linkTreeDocument";
import { siteViewBlocks } from "../../blocks/viewRegistry";
import { withFanMessage } from "../../client/api/client";
import { sendContactMessage } from "../../client/api/contactMessage";
import { endpoints } from "../../client/api/endpoints";
import { loadedResource, resourceLoader } from "../../client/data/resourceLoader";
import type { LoadedData } from "../../runtime/dataNeeds";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { NavigateOptions } from "../../runtime/interpreter/InterpreterContext";
import { loadDocumentData } from "../../runtime/loadDocumentData";
import { pageSeo } from "../../runtime/pageSeo";
import type { PageDocument } from "../../schema/page";
import type { SiteDocument } from "../../schema/site";
import type { SiteData } from "../../schema/siteData";
import type { SiteServices } from "../../schema/siteResources";
import { NOT_FOUND, type NotFound, type ScreenProps } from "../app/routeTypes";
import { useSite } from "../app/SiteContext";
import { useViewer } from "../app/viewer";
import type { HeadTags } from "../head/head";
import { FollowButton } from "../shell/FollowButton";

export interface DocumentPageData {
  readonly page: PageDocument;
  /** What the page's data-bound blocks loaded (featured music, events, tiers). */
  readonly blockData: LoadedData;
}

/** A published page document and its blocks' data, or not found. */
export async function loadDocumentPage(path: string, data: SiteData): Promise<DocumentPageData | NotFound> {
  const page = await data.page(path);
  if (!page) return NOT_FOUND;
  // Rich content's code only for a page holding such a node, and the views of its larger blocks,
  // each fetched once; the page is not walked where all of it is already here (always on the
  // server, which walks the route data once for its preloads).
  const code = richContentLoaded() && allBlockViewsLoaded() ? null : pageCodeOf(page);
  const [blockData] = await Promise.all([
    loadDocumentData(page, siteViewBlocks, resourceLoader(data), { pageId: page.id }),
    code?.richContent && !richContentLoaded() ? loadRichContent() : null,
    code ? loadBlockViews(code.blockTypes) : null,
  ]);
  return { page, blockData };
}

/**
 * What the site lends its blocks: the Email-list block joins through the site's API client, and a
 * failure reads as the server's message or 'An error occurred' (SPEC §8). One object, so the
 * interpreter's context stays the same from render to render.
 */
const SITE_SERVICES: SiteServices = {
  joinEmailList: withFanMessage(endpoints.joinEmailList),
  // A page's polls (issue 15): votes and the fan's own marks, through the same API client.
  votePagePoll: ({ pageId, ...vote }) => endpoints.votePagePoll(pageId, vote),
  pagePolls: endpoints.pagePolls,
  // A Contact form's message (issue 39, item 1): refusals come back field by field.
  sendContactMessage,
};

/** An artist's page (the home page among them), rendered by the same interpreter the editor uses. */
export function DocumentScreen({ data }: ScreenProps<DocumentPageData>) {
  const site = useSite();
  const viewer = useViewer();
  const [, navigate] = useLocation();
  const siteInfo = useMemo(() => ({ artistName: site.profile.name, settings: site.site.settings ?? {} }), [site]);
  const onNavigate = useCallback((href: string, options: NavigateOptions) => navigate(href, { state: options }), [navigate]);
  const linkTree = site.site.theme === "link-tree" && data.page.path === "/";
  const document = useMemo(() => (linkTree ? linkTreeDocument(data.page) : data.page), [linkTree, data.page]);
  // The page's id, for the data its blocks keep per page (poll votes), as `loadDocumentPage` loaded it.
  const loadContext = useMemo(() => ({ pageId: data.page.id }), [data.page.id]);
  const view = (
    <DocumentView
      document={document}
      registry={siteViewBlocks}
      data={data.blockData}
      loadContext={loadContext}
      site={siteInfo}
      viewer={viewer}
      services={SITE_SERVICES}
      navigate={onNavigate}
      insideMain
      suspenseBoundaries={site.suspenseBoundaries === true}
    />
  );
  if (linkTree) {
    return (
      <div className="site-document site-document--link-tree">
        <LinkTreeFrame artistName={site.profile.name} settings={siteInfo.settings} follow={<FollowButton />}>
          {view}
        </LinkTreeFrame>
      </div>
    );
  }
  return <div className="site-document">{view}</div>;
}

/** schema.org MusicEvent items for a page's upcoming events (SPEC §2 Home). */
function musicEvents(data: DocumentPageData, artist: string): object[] {
  const events = loadedResource(data.blockData, { resource: "events" });
  if (events?.status !== "ready") return [];
  return events.value.map((event) => ({
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    name: event.title,
    startDate: event.dateTime,
    location: {
      "@type": "Place",
      name: event.address.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: event.address.street,
        postalCode: event.address.zipCode,
        addressLocality: event.address.city,
        addressCountry: event.address.country,
      },
    },
    performer: { "@type": "MusicGroup", name: artist },
    ...(event.actionLink ? { url: event.actionLink } : {}),
  }));
}

/** A page's head: what it shows in search results and social cards (runtime/pageSeo.ts), and its events as structured data. */
export function documentHead(data: DocumentPageData, artist: string, pathname: string, site?: SiteDocument): HeadTags {
  const seo = pageSeo(data.page, site, artist);
  return {
    title: seo.title,
    description: seo.description,
    canonicalPath: pathname,
    type: data.page.path === "/" ? "profile" : "website",
    ...(seo.image ? { image: seo.image } : {}),
    ...(seo.noIndex ? { noIndex: true } : {}),
    jsonLd: musicEvents(data, artist),
  };
}
