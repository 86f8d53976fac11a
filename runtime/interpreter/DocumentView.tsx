import { useMemo } from "react";
import type { BlockViewRegistry, RenderMode } from "../blockRegistry";
import type { LoadContext, LoadedData } from "../dataNeeds";
import type { TreeDocument } from "../treeNode";
import { BlockRenderer } from "./BlockRenderer";
import {
  type BlockServices,
  InterpreterContext,
  type InterpreterContextValue,
  NO_SERVICES,
  NO_SITE,
  type SiteInfo,
  VISITOR,
  type Viewer,
} from "./InterpreterContext";
import { leadPictureId } from "./leadPicture";
import { renderServerRoot } from "./ServerBlock";
import { isRenderingOnServer } from "./serverRendering";
import { documentSizeCss } from "./sizeStyles";

export interface DocumentViewProps<D extends TreeDocument = TreeDocument> {
  readonly document: D;
  readonly registry: BlockViewRegistry;
  /** Data loaded for the document's blocks (`loadDocumentData`). */
  readonly data?: LoadedData;
  readonly mode?: RenderMode;
  readonly loadContext?: LoadContext;
  /** The artist's name and site settings, for blocks such as Hero. */
  readonly site?: SiteInfo;
  /** Who is looking; a visitor when absent. */
  readonly viewer?: Viewer;
  /** Effects blocks may use (the site's API calls). */
  readonly services?: BlockServices;
  /** Set when the host page has its own `<main>`, so the page container renders a plain element. */
  readonly insideMain?: boolean;
  readonly navigate?: InterpreterContextValue["navigate"];
  readonly wrapBlock?: InterpreterContextValue["wrapBlock"];
  readonly suspenseBoundaries?: boolean;
}

const NO_DATA: LoadedData = {};
const NO_CONTEXT: LoadContext = {};

/**
 * The interpreter: renders a document through a block registry, for the browser or, inside
 * `renderOnServer`, for the server. The wrapper is the container
 * that the blocks' container queries measure (mobile up to 500 px, tablet to 1024, desktop above).
 *
 * @example <DocumentView document={page} registry={siteBlocks} data={loaded} />
 */
export function DocumentView<D extends TreeDocument>({
  document,
  registry,
  data = NO_DATA,
  mode = "view",
  loadContext = NO_CONTEXT,
  site = NO_SITE,
  viewer = VISITOR,
  services = NO_SERVICES,
  insideMain = false,
  navigate,
  wrapBlock,
  suspenseBoundaries = false,
}: DocumentViewProps<D>) {
  const leadPicture = useMemo(() => leadPictureId(document.root, registry), [document.root, registry]);
  const context = useMemo<InterpreterContextValue>(
    () => ({
      registry,
      data,
      mode,
      loadContext,
      site,
      viewer,
      services,
      insideMain,
      ...(leadPicture ? { leadPictureId: leadPicture } : {}),
      ...(navigate ? { navigate } : {}),
      ...(wrapBlock ? { wrapBlock } : {}),
      ...(suspenseBoundaries ? { suspenseBoundaries } : {}),
    }),
    [registry, data, mode, loadContext, site, viewer, services, insideMain, leadPicture, navigate, wrapBlock, suspenseBoundaries],
  );
  const sizeCss = useMemo(() => documentSizeCss(document.root, registry), [document.root, registry]);
  return (
    <InterpreterContext.Provider value={context}>
      <div className="bl-document" data-mode={mode}>
        {sizeCss ? <style>{sizeCss}</style> : null}
        {isRenderingOnServer() ? renderServerRoot(document.root, context) : <BlockRenderer node={document.root} />}
      </div>
    </InterpreterContext.Provider>
  );
}
