import { siteBlocks } from "../../blocks/registry";
import { parsePage } from "../../runtime/parse";
import { findNode } from "../../runtime/tree";
import type { BlockNode, PageDocument } from "../../schema/page";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schema/version";
import { createEditorState, type EditorState } from "../state/editorState";

/** root (page) [header (header) [logo], main [title, cta], footer (footer)] */
export function samplePage(): PageDocument {
  const children: BlockNode[] = [
    {
      id: "header",
      type: "Container",
      props: { role: "header" },
      children: [{ id: "logo", type: "Text", props: { content: richTextFromPlainText("Logo") } }],
    },
    {
      id: "main",
      type: "Container",
      props: {},
      children: [
        { id: "title", type: "Text", props: { content: richTextFromPlainText("Hello") } },
        { id: "cta", type: "Button", props: { text: "Listen" } },
      ],
    },
    { id: "footer", type: "Container", props: { role: "footer" }, children: [] },
  ];
  return {
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    root: { id: "root", type: "Container", props: { role: "page" }, children },
  };
}

export function sampleState(): EditorState<PageDocument> {
  return createEditorState(samplePage());
}

/** Ids `n1`, `n2`… in order. */
export function counterIds(): () => string {
  let next = 0;
  return () => `n${++next}`;
}

/** The sample page's `main` children, to add blocks to before the page is used (findNode indexes a document once). */
export function mainChildren(page: PageDocument): BlockNode[] {
  const children = page.root.children?.[1]?.children;
  if (!children) throw new Error("the sample page has no main container");
  return children as BlockNode[];
}

/** Fails unless the state's page is a valid page document. */
export function expectValidPage(state: EditorState<PageDocument>): void {
  const parsed = parsePage(state.document, { registry: siteBlocks });
  if (!parsed.ok) throw new Error(`invalid page: ${JSON.stringify(parsed.errors[0])}`);
}

/** The ids of a container's children. */
export function childIds(state: EditorState<PageDocument>, id: string): string[] | undefined {
  return findNode(state.document, id)?.children?.map((child) => child.id);
}
