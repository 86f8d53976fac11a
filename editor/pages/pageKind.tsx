import { createContext, type ReactNode, useContext } from "react";
import type { SettingsPanelProps } from "../../blocks/settings/types";
import { LinkTreeFrame } from "../../blocks/themes/LinkTreeFrame";
import { type Bivariant, type BlockDefinition, definitionOf } from "../../runtime/blockRegistry";
import { parsePage } from "../../runtime/parse";
import type { BlockType, PageDocument } from "../../schema/page";
import type { SiteTheme, ThemeSettings } from "../../schema/site";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schema/version";
import { SiteFooterPreview, SiteHeaderPreview, type SiteSection } from "../canvas/SitePreviewChrome";
import type { BlockSettingsProps, DocumentKind, FrameProps } from "../kinds/documentKind";
import { SettingsDataContext } from "../panels/SettingsContext";
import { editorBlocks } from "../registry";
import { StudioRichTextField } from "../richText/StudioRichTextField";

/** What the page's frame on the canvas shows of the site: its name, settings and theme, and where a click on them goes. */
export interface PageFrameData {
  readonly artistName: string;
  readonly settings: ThemeSettings;
  readonly theme: SiteTheme;
  /** Opens a section of the site settings; without it the site's header and footer are not shown. */
  readonly onSiteSection?: (section: SiteSection) => void;
}

export const PageFrameContext = createContext<PageFrameData>({ artistName: "", settings: {}, theme: "default" });

/** A settings panel seen through a node of unknown type. */
type AnySettingsPanelProps = Omit<SettingsPanelProps<BlockType>, "node" | "props"> & BlockSettingsProps;

/**
 * The editor's blocks by type, each panel taking a node of any type. Panels are compared both ways
 * (`Bivariant`, as the registries' views are): safe, since the node's own type picks its panel.
 */
const blocksByType: Readonly<
  Record<string, BlockDefinition & { readonly Settings: Bivariant<[props: AnySettingsPanelProps], ReactNode> }>
> = editorBlocks;

/** The selected page block's own panel, with what page panels need from the studio (pages, links, media, lists). */
function PageBlockSettings({ node, props, onChange }: BlockSettingsProps) {
  const data = useContext(SettingsDataContext);
  const definition = definitionOf(blocksByType, node.type);
  if (!definition) return null;
  const { Settings } = definition;
  return (
    <Settings
      node={node}
      props={props}
      onChange={onChange}
      pages={data.pages}
      links={data.links}
      emailLists={data.emailLists}
      {...(data.listReleases ? { listReleases: data.listReleases } : {})}
      {...(data.listEvents ? { listEvents: data.listEvents } : {})}
      {...(data.videoWebCopies ? { videoWebCopies: data.videoWebCopies } : {})}
      pickMedia={data.pickMedia}
      RichTextField={StudioRichTextField}
    />
  );
}

/** The page in the site around it: the site's header and footer (clicks open their settings), or the Link Tree column on the home page. */
function PageFrame({ document, children }: FrameProps<PageDocument>) {
  const { artistName, settings, theme, onSiteSection } = useContext(PageFrameContext);
  if (theme === "link-tree" && document.path === "/") {
    return (
      <LinkTreeFrame artistName={artistName} settings={settings}>
        {children}
      </LinkTreeFrame>
    );
  }
  if (!onSiteSection) return children;
  return (
    <>
      <SiteHeaderPreview artistName={artistName} settings={settings} onOpen={onSiteSection} />
      {children}
      <SiteFooterPreview artistName={artistName} settings={settings} onOpen={onSiteSection} />
    </>
  );
}

/** Pages, the first kind of document the editor edits. */
export const pageKind: DocumentKind<PageDocument> = {
  noun: "page",
  blocks: editorBlocks,
  BlockSettings: PageBlockSettings,
  parse: (input) => parsePage(input, { registry: editorBlocks }),
  clipboardDocument: (blocks) => ({
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    kind: "page",
    id: "clipboard",
    title: "Copied blocks",
    path: "/",
    root: { id: "clipboard-root", type: "Container", props: {}, children: blocks as PageDocument["root"]["children"] },
  }),
  viewports: [
    { width: 375, name: "Mobile" },
    { width: 768, name: "Tablet" },
    { width: 1280, name: "Desktop" },
  ],
  emptyPrompt: "This page is empty. Drag a block here from the toolbox to start it.",
  Frame: PageFrame,
};
