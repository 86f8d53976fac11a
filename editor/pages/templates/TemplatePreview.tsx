import { useMemo } from "react";
import { apiSiteData } from "../../../client/data/apiSiteData";
import { resourceLoader } from "../../../client/data/resourceLoader";
import type { DataLoader } from "../../../runtime/dataNeeds";
import { DocumentView } from "../../../runtime/interpreter/DocumentView";
import { themeVariables } from "../../../runtime/theme";
import type { PageDocument } from "../../../schema/page";
import type { SiteDocument } from "../../../schema/site";
import { useCanvasData } from "../../document/canvasData";
import { pageKind } from "../pageKind";

/** The preview's data-bound blocks show the artist's own music, events and tiers, as fans would see them. */
const previewLoader = resourceLoader(apiSiteData);

/** How wide the previewed page lays out, and how much smaller it is drawn to fit the dialog. */
const PREVIEW_WIDTH = 1280;
const PREVIEW_SCALE = 0.45;

/**
 * One page of a template as it would look on the artist's site: laid out at a desktop width in the
 * template's colours and fonts, drawn smaller, and inert (nothing in it can be clicked or focused).
 */
export function TemplatePreview({
  page,
  site,
  artistName,
  label,
  loader = previewLoader,
}: {
  readonly page: PageDocument;
  readonly site: SiteDocument;
  readonly artistName: string;
  /** What the preview is, for screen readers: "Band, Home page". */
  readonly label: string;
  readonly loader?: DataLoader;
}) {
  const data = useCanvasData(page, pageKind.blocks, loader);
  const settings = useMemo(() => site.settings ?? {}, [site]);
  const siteInfo = useMemo(() => ({ artistName, settings }), [artistName, settings]);
  return (
    <section className="studio-template-preview" aria-label={`Preview: ${label}`}>
      <div
        className="studio-template-preview__page"
        inert
        style={{ ...themeVariables(settings), width: PREVIEW_WIDTH, zoom: PREVIEW_SCALE }}
      >
        <DocumentView document={page} registry={pageKind.blocks} data={data} site={siteInfo} mode="edit" insideMain />
      </div>
    </section>
  );
}
