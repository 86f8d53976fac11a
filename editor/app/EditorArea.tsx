import { useCallback, useEffect, useMemo, useState } from "react";
import type { EmailListOption } from "../../blocks/settings/types";
import { apiSiteData } from "../../client/data/apiSiteData";
import { resourceLoader } from "../../client/data/resourceLoader";
import { useLatest } from "../../client/ui/useLatest";
import type { SiteDocument } from "../../schema/site";
import { Canvas, EditorDnd, type Viewport } from "../canvas/Canvas";
import type { SiteSection } from "../canvas/SitePreviewChrome";
import { useMediaPicker } from "../media/MediaPicker";
import type { PageEntry } from "../pages/pageEntries";
import { LayersPanel } from "../panels/LayersPanel";
import { SettingsDataContext } from "../panels/SettingsContext";
import { SettingsPanel } from "../panels/SettingsPanel";
import { SiteSettingsPanel } from "../panels/site/SiteSettingsPanel";
import { Toolbox } from "../panels/Toolbox";
import { editorBlocks } from "../registry";
import { type EditorStore, useEditorSlice } from "../state/editorStore";
import { useCanvasData } from "./canvasData";
import type { SiteSession } from "./documentSession";

const registry = editorBlocks;
/** Data-bound blocks on the canvas load what fans would see, through the site's public API. */
const canvasLoader = resourceLoader(apiSiteData);

export /** The part that needs the open page: toolbox and layers, the canvas, the settings panels. */
function EditorArea({
  store,
  artistName,
  viewport,
  panel,
  onPanel,
  site,
  siteDocument,
  siteProblem,
  pages,
  emailLists,
}: {
  store: EditorStore;
  artistName: string;
  viewport: Viewport;
  panel: "block" | "site";
  onPanel: (panel: "block" | "site") => void;
  site: SiteSession | null;
  siteDocument: SiteDocument | null;
  siteProblem: string | null;
  pages: readonly PageEntry[];
  emailLists: readonly EmailListOption[];
}) {
  const media = useMediaPicker();
  const { pickMedia } = media;
  const notice = useEditorSlice(store, (state) => state.notice);
  const selectedId = useEditorSlice(store, (state) => state.selectedId);
  const document = useEditorSlice(store, (state) => state.document);
  const data = useCanvasData(document, registry, canvasLoader);
  const siteInfo = useMemo(() => ({ artistName, settings: siteDocument?.settings ?? {} }), [artistName, siteDocument]);
  const pageLinks = useMemo(() => pages.map((page) => ({ path: page.path, title: page.title })), [pages]);
  const settingsData = useMemo(
    () => ({
      pages: pageLinks,
      links: siteDocument?.settings?.headerLinks ?? [],
      emailLists,
      pickMedia,
    }),
    [pageLinks, siteDocument, pickMedia, emailLists],
  );

  // Selecting a block shows its settings again.
  const onPanelRef = useLatest(onPanel);
  useEffect(() => {
    if (selectedId !== null) onPanelRef.current("block");
  }, [selectedId]);

  // A click on the site's header or footer in the canvas opens that part of the site settings.
  const [siteSection, setSiteSection] = useState<{ section: SiteSection; at: number } | null>(null);
  const openSiteSection = useCallback((section: SiteSection) => {
    onPanelRef.current("site");
    setSiteSection({ section, at: Date.now() });
  }, []);

  return (
    <SettingsDataContext.Provider value={settingsData}>
      <EditorDnd registry={registry}>
        <aside className="studio-workspace__blocks" aria-label="Toolbox and layers">
          <Toolbox registry={registry} />
          <LayersPanel registry={registry} />
        </aside>
        <main className="studio-workspace__canvas">
          {notice ? (
            <p className="studio-notice" role="status">
              {notice}
            </p>
          ) : null}
          <Canvas
            viewport={viewport}
            site={siteInfo}
            data={data}
            theme={siteDocument?.theme ?? "default"}
            onSiteSection={openSiteSection}
          />
        </main>
        <aside className="studio-workspace__settings" aria-label={panel === "site" ? "Site settings" : "Block settings"}>
          {panel === "site" ? (
            site && siteDocument ? (
              <SiteSettingsPanel
                site={siteDocument}
                onChange={(next, field) => site.holder.set(next, field)}
                pickMedia={pickMedia}
                pages={pageLinks}
                focus={siteSection}
              />
            ) : (
              <p className="studio-field-error">{siteProblem ?? "Loading the site settings…"}</p>
            )
          ) : (
            <SettingsPanel />
          )}
        </aside>
      </EditorDnd>
      {media.element}
    </SettingsDataContext.Provider>
  );
}
