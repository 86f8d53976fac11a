import { createContext, type ReactNode, useContext } from "react";
import { ApiError } from "../../client/api/client";
import { SaveConflictError } from "../../machines/editor/autosaveMachine";
import { allNodes } from "../../runtime/tree";
import type { DocumentSummary, StoredDocument } from "../../schema/api/documents";
import type { PageDocument } from "../../schema/page";
import type { RichText } from "../../schema/richText/index";
import { plainTextOf, richTextFromPlainText } from "../../schema/richText/plainText";
import type { SiteDocument } from "../../schema/site";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schema/version";
import type { studioApi } from "../api/studioApi";
import { selectBlock } from "../commands/selectBlock";
import { useEditorSlice } from "../state/editorStore";
import { useStudio } from "../state/StudioContext";

type DocumentCalls = Pick<
  typeof studioApi,
  "listDocuments" | "getDocument" | "saveDocument" | "publish" | "deleteDocument" | "listEmailLists" | "listTiers"
>;

/** The artist's email lists the fake server lists. */
export const FAKE_EMAIL_LISTS = [
  { id: "news", name: "Newsletter" },
  { id: "tour", name: "Tour alerts" },
] as const;

/** One call the fake server answered, for the tests' assertions. */
export type ServerCall =
  | { call: "save"; id: string; baseVersion: number | null; document: unknown }
  | { call: "publish"; id: string }
  | { call: "delete"; id: string };

function clone<T>(value: T): T {
  return structuredClone(value);
}

/**
 * The documents API in memory, with the server's rules: optimistic concurrency (409 with their copy),
 * creation without a base version, unique paths, and the home page and site never deleted.
 * `hold` makes saves wait until the test lets them go; `failNext` makes the next save fail, `failEverySave` all of them.
 */
export function fakeStudioServer(initial: { site: SiteDocument; pages: readonly PageDocument[] }) {
  const documents = new Map<string, StoredDocument>();
  const calls: ServerCall[] = [];
  let held: (() => void)[] | null = null;
  let failures: Error[] = [];
  let failingEvery: Error | null = null;
  const put = (id: string, kind: StoredDocument["kind"], draft: unknown, version: number) => {
    const previous = documents.get(id);
    documents.set(id, {
      id,
      kind,
      draft: clone(draft) as Record<string, unknown>,
      version,
      published: previous?.published ?? null,
      publishedVersion: previous?.publishedVersion ?? null,
      updatedAt: new Date(0).toISOString(),
    });
  };
  put("site", "site", initial.site, 1);
  for (const page of initial.pages) put(page.id, "page", page, 1);

  const wait = () => (held ? new Promise<void>((resolve) => held?.push(resolve)) : Promise.resolve());
  const missing = () => new ApiError("Document not found.", 404);

  const api: DocumentCalls = {
    async listDocuments() {
      return [...documents.values()].map(
        (document): DocumentSummary => ({
          id: document.id,
          kind: document.kind,
          title: document.kind === "site" ? "Site" : String(document.draft.title),
          path: document.kind === "site" ? null : String(document.draft.path),
          version: document.version,
          publishedVersion: document.publishedVersion,
          updatedAt: document.updatedAt,
        }),
      );
    },
    async getDocument(_profileId, id) {
      const document = documents.get(id);
      if (!document) throw missing();
      return clone(document);
    },
    async saveDocument(_profileId, id, document, baseVersion) {
      calls.push({ call: "save", id, baseVersion, document: clone(document) });
      await wait();
      const failure = failures.shift() ?? failingEvery;
      if (failure) throw failure;
      const current = documents.get(id);
      const draft = document as { kind: "page" | "site"; path?: string };
      if (baseVersion === null && current) throw new SaveConflictError({ document: clone(current.draft), version: current.version });
      if (baseVersion !== null && !current) throw new ApiError("Someone deleted this document since you loaded it.", 409);
      if (current && current.version !== baseVersion)
        throw new SaveConflictError({ document: clone(current.draft), version: current.version });
      const taken = [...documents.values()].find((other) => other.kind === "page" && other.id !== id && other.draft.path === draft.path);
      if (draft.kind === "page" && taken)
        throw new ApiError(`Another page ("${taken.draft.title}") already uses the path ${draft.path}.`, 409);
      put(id, draft.kind, document, (current?.version ?? 0) + 1);
      return clone(documents.get(id) as StoredDocument);
    },
    async publish(_profileId, id) {
      calls.push({ call: "publish", id });
      const current = documents.get(id);
      if (!current) throw missing();
      const published = { ...current, published: clone(current.draft), publishedVersion: current.version };
      documents.set(id, published);
      return clone(published);
    },
    async deleteDocument(_profileId, id) {
      calls.push({ call: "delete", id });
      const current = documents.get(id);
      if (!current) throw missing();
      if (current.kind === "site") throw new ApiError("The site document cannot be deleted.", 409);
      if (current.draft.path === "/") throw new ApiError("The home page cannot be deleted. Give another page the path / first.", 409);
      documents.delete(id);
      return { ok: true as const };
    },
    async listEmailLists() {
      return [...FAKE_EMAIL_LISTS];
    },
    // No tiers: what Publish checks a Membership Section against.
    async listTiers() {
      return [];
    },
  };

  return {
    api,
    calls,
    documents,
    /** The draft stored now. */
    draft: <T = PageDocument>(id: string) => documents.get(id)?.draft as T | undefined,
    /** Someone else saves a copy (the next save from the studio then conflicts). */
    saveAsSomeoneElse(id: string, draft: unknown) {
      const current = documents.get(id);
      if (!current) throw new Error(`No document ${id}`);
      put(id, current.kind, draft, current.version + 1);
    },
    /** Saves wait from now on until `release()`. */
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
    failNext(error: Error) {
      failures = [...failures, error];
    },
    /** Every save fails with `error` from now on (whether autosave or Publish saves first), until `null`. */
    failEverySave(error: Error | null) {
      failingEvery = error;
    },
  };
}

export type FakeStudioServer = ReturnType<typeof fakeStudioServer>;

/** A site with a home page and a tour page. */
export function sampleSite(): SiteDocument {
  return {
    schemaVersion: 1,
    kind: "site",
    theme: "default",
    settings: { cornerRadius: 10, headerLinks: [{ href: "/tour", label: "Tour" }] },
    pages: [
      { id: "home", path: "/", title: "Home" },
      { id: "tour", path: "/tour", title: "Tour" },
    ],
  };
}

export function tourPage(): PageDocument {
  return {
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    kind: "page",
    id: "tour",
    title: "Tour",
    path: "/tour",
    root: {
      id: "page",
      type: "Container",
      props: { role: "page" },
      children: [{ id: "dates", type: "Text", props: { content: richTextFromPlainText("Dates") } }],
    },
  };
}

/* Stand-ins for the canvas, panels and media picker (built elsewhere), so the workspace's tests see only the workspace. */

const textOf = ({ content }: { content?: RichText }) => (content ? plainTextOf(content) : "");

/** The canvas: a button to select each block (pressed while it is selected), and each Text block's text. */
export function FakeCanvas({ viewport, site }: { viewport: number; site?: { artistName: string } }) {
  const { store } = useStudio();
  const document = useEditorSlice(store, (state) => state.document);
  const selectedId = useEditorSlice(store, (state) => state.selectedId);
  return (
    <section aria-label="Canvas" data-viewport={viewport} data-artist={site?.artistName}>
      {allNodes(document).map((node) => (
        <button
          key={node.id}
          type="button"
          aria-pressed={selectedId === node.id}
          onClick={() => store.update((state) => selectBlock(state, node.id))}
        >
          Select {node.id}
        </button>
      ))}
      {allNodes(document).map((node) =>
        node.type === "Text" ? <p key={node.id}>{textOf(node.props as { content?: RichText })}</p> : null,
      )}
    </section>
  );
}

export function FakeDnd({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function FakeToolbox() {
  return <section aria-label="Toolbox" />;
}

export function FakeLayers() {
  return <section aria-label="Layers" />;
}

export const FakeSettingsDataContext = createContext<{
  pages: readonly { path: string; title: string }[];
  emailLists: readonly { id: string; name: string }[];
} | null>(null);

export function FakeSettingsPanel() {
  const data = useContext(FakeSettingsDataContext);
  return (
    <section aria-label="Block settings panel">
      <p>{data?.pages.map((page) => page.path).join(" ")}</p>
      <p>{data?.emailLists.map((list) => list.name).join(", ")}</p>
    </section>
  );
}

export function FakeSiteSettingsPanel({
  site,
  onChange,
}: {
  site: SiteDocument;
  onChange: (next: SiteDocument, field: { key: string; kind: "text" | "slider" | "choice" }) => void;
}) {
  return (
    <section aria-label="Site settings panel">
      <p>Corner radius {site.settings?.cornerRadius}</p>
      <button
        type="button"
        onClick={() =>
          onChange({ ...site, settings: { ...site.settings, cornerRadius: 24 } }, { key: "settings.cornerRadius", kind: "choice" })
        }
      >
        Round corners
      </button>
    </section>
  );
}

export function fakeUseMediaPicker() {
  return { pickMedia: async () => null, element: null };
}
