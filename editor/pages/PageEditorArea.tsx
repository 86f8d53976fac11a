import { useCallback, useEffect, useMemo, useState } from "react";
import type { EmailListOption } from "../../blocks/settings/types";
import { apiSiteData } from "../../client/data/apiSiteData";
import { resourceLoader } from "../../client/data/resourceLoader";
import { useLatest } from "../../client/ui/useLatest";
import type { PageDocument } from "../../schema/page";
import type { SiteDocument } from "../../schema/site";
import type { SiteSection } from "../canvas/SitePreviewChrome";
import { useCanvasData } from "../document/canvasData";
import { DocumentEditor } from "../document/DocumentEditor";
import type { SiteSession } from "../document/siteHolder";
import { useMediaPicker } from "../media/MediaPicker";
import { StudioRichTextMedia } from "../media/StudioRichTextMedia";
import { SettingsDataContext } from "../panels/SettingsContext";
import { type EditorStore, useEditorSlice } from "../state/editorStore";
import type { HistoryTarget } from "../state/historyTarget";
import { countdownChoices } from "./countdownChoices";
import type { PageEntry } from "./pageEntries";
import { PageFrameContext, type PageFrameData, pageKind } from "./pageKind";
import { PageSettingsPanel } from "./pageSettings/PageSettingsPanel";
import { StudioSiteSettings } from "./StudioSiteSettings";
import { videoWebCopiesOf } from "./videoWebCopiesOf";

/** Data-bound blocks on the canvas load what fans would see, through the site's public API. */
const canvasLoader = resourceLoader(apiSiteData);

/** The home page in the Link Tree theme: one centred column of its buttons and email-list forms. */
const LINK_TREE_LAYOUT = {
  note: "Link Tree shows this page's buttons and email-list forms. Its other blocks stay in the page for the Default theme.",
  frameClassName: "studio-canvas__frame--link-tree",
};

/** The page kind on the editor: the page in its site (theme, header, footer), the site settings beside the block settings. */
export function PageEditorArea({
  profileId,
  store,
  artistName,
  onRenamed,
  viewport,
  panel,
  onPanel,
  pageSettings,
  onClosePageSettings,
  site,
  siteDocument,
  siteProblem,
  pages,
  emailLists,
  history,
  isEnabled,
}: {
  profileId: string;
  store: EditorStore<PageDocument>;
  artistName: string;
  /** The artist saved a new name in Site settings › Name and address. */
  onRenamed: (name: string) => void;
  viewport: number;
  panel: "block" | "site";
  onPanel: (panel: "block" | "site") => void;
  /** The open page's own settings (search and social) show in place of the block's. */
  pageSettings: boolean;
  onClosePageSettings: () => void;
  site: SiteSession | null;
  siteDocument: SiteDocument | null;
  siteProblem: string | null;
  pages: readonly PageEntry[];
  emailLists: readonly EmailListOption[];
  history: () => HistoryTarget;
  isEnabled: () => boolean;
}) {
  const media = useMediaPicker();
  const { pickMedia, pickMediaItem } = media;
  const selectedId = useEditorSlice(store, (state) => state.selectedId);
  const document = useEditorSlice(store, (state) => state.document);
  const data = useCanvasData(document, pageKind.blocks, canvasLoader);
  const settings = useMemo(() => siteDocument?.settings ?? {}, [siteDocument]);
  const theme = siteDocument?.theme ?? "default";
  const siteInfo = useMemo(() => ({ artistName, settings }), [artistName, settings]);
  const pageLinks = useMemo(() => pages.map((page) => ({ path: page.path, title: page.title })), [pages]);
  const settingsData = useMemo(
    () => ({
      pages: pageLinks,
      links: settings.headerLinks ?? [],
      emailLists,
      pickMedia,
      pickMediaItem,
      ...countdownChoices(profileId),
      videoWebCopies: videoWebCopiesOf(profileId),
    }),
    [pageLinks, settings, pickMedia, pickMediaItem, emailLists, profileId],
  );

  // Selecting a block shows its settings again.
  const onPanelRef = useLatest(onPanel);
  const onClosePageSettingsRef = useLatest(onClosePageSettings);
  useEffect(() => {
    if (selectedId === null) return;
    onPanelRef.current("block");
    onClosePageSettingsRef.current();
  }, [selectedId]);

  // A click on the site's header or footer in the canvas opens that part of the site settings.
  const [siteSection, setSiteSection] = useState<{ section: SiteSection; at: number } | null>(null);
  const openSiteSection = useCallback((section: SiteSection) => {
    onPanelRef.current("site");
    setSiteSection({ section, at: Date.now() });
  }, []);
  const frame = useMemo<PageFrameData>(
    () => ({ artistName, settings, theme, onSiteSection: openSiteSection }),
    [artistName, settings, theme, openSiteSection],
  );

  const sidePanel =
    panel === "site"
      ? {
          label: "Site settings",
          content: (
            <StudioSiteSettings
              {...{ profileId, site, siteDocument, siteProblem, pickMedia, onRenamed }}
              pages={pageLinks}
              focus={siteSection}
            />
          ),
        }
      : pageSettings
        ? {
            label: "Page settings",
            content: <PageSettingsPanel {...{ store, artistName, pickMedia }} site={siteDocument} host={window.location.host} />,
          }
        : null;

  return (
    <SettingsDataContext.Provider value={settingsData}>
      <StudioRichTextMedia>
        <PageFrameContext.Provider value={frame}>
          <DocumentEditor
            kind={pageKind}
            store={store}
            viewport={viewport}
            site={siteInfo}
            data={data}
            layout={theme === "link-tree" && document.path === "/" ? LINK_TREE_LAYOUT : null}
            sidePanel={sidePanel}
            history={history}
            isEnabled={isEnabled}
          />
        </PageFrameContext.Provider>
      </StudioRichTextMedia>
      {media.element}
    </SettingsDataContext.Provider>
  );
}
