// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteBlocks } from "../blocks/registry";
import { buttonPropsSchema } from "../schema/blocks/button";
import { containerPropsSchema } from "../schema/blocks/container";
import { textPropsSchema } from "../schema/blocks/text";
import { propsValidators } from "../schema/generated/propsValidators.js";
import type { BlockNode, PageDocument } from "../schema/page";
import { plainTextOf, richTextFromPlainText } from "../schema/richText/plainText";
import type { BlockRegistry } from "./blockRegistry";
import { testBlock } from "./blockTestKit";
import { type DataLoader, type DataNeed, dataKey, type LoadedData } from "./dataNeeds";
import { useDocumentData } from "./interpreter/useDocumentData";
import { collectDataNeeds, hasAllData, loadDocumentData } from "./loadDocumentData";

afterEach(cleanup);

const noView = () => null;

/** Text needs its featured list (params in the order its text gives) and the profile; Button and Container need nothing. */
const registry: BlockRegistry = {
  ...siteBlocks,
  Button: testBlock<"Button">({
    type: "Button",
    label: "Button",
    propsSchema: buttonPropsSchema,
    validateProps: propsValidators.Button,
    rules: { canDelete: () => true, canMove: () => true },
    View: noView,
  }),
  Container: testBlock<"Container">({
    type: "Container",
    label: "Container",
    propsSchema: containerPropsSchema,
    validateProps: propsValidators.Container,
    rules: { accepts: () => true, canDelete: () => true, canMove: () => true },
    View: noView,
  }),
  Text: testBlock<"Text">({
    type: "Text",
    label: "Text",
    propsSchema: textPropsSchema,
    validateProps: propsValidators.Text,
    rules: { canDelete: () => true, canMove: () => true },
    load: (props, context) => ({
      list: {
        resource: "featuredProducts",
        params:
          plainTextOf(props.content) === "reversed"
            ? { limit: props.fontSize, category: "Music" }
            : { category: "Music", limit: props.fontSize },
      },
      profile: { resource: "profile", params: { id: context.profileId ?? null } },
    }),
    View: noView,
  }),
};

function page(children: BlockNode[]): PageDocument {
  return {
    schemaVersion: 1,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    root: { id: "root", type: "Container", props: {}, children },
  };
}

const featured: DataNeed = { resource: "featuredProducts", params: { category: "Music", limit: 16 } };
const profile: DataNeed = { resource: "profile", params: { id: "artist-1" } };
const context = { profileId: "artist-1" };

/** Two Texts asking for the same list (params in a different order), one nested, and a Button. */
const document = page([
  { id: "t1", type: "Text", props: {} },
  { id: "b1", type: "Button", props: {} },
  { id: "c1", type: "Container", props: {}, children: [{ id: "t2", type: "Text", props: { content: richTextFromPlainText("reversed") } }] },
]);

interface Deferred<T> {
  readonly promise: Promise<T>;
  readonly resolve: (value: T) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe("dataKey", () => {
  it("is the resource alone without params", () => {
    expect(dataKey({ resource: "events" })).toBe("events");
    expect(dataKey({ resource: "events", params: {} })).toBe("events");
  });

  it("does not depend on the order of the params", () => {
    expect(dataKey({ resource: "r", params: { b: 1, a: "x" } })).toBe('r?[["a","x"],["b",1]]');
    expect(dataKey({ resource: "r", params: { a: "x", b: 1 } })).toBe('r?[["a","x"],["b",1]]');
  });

  it("tells different needs apart", () => {
    const keys = [
      dataKey({ resource: "r", params: { a: 1 } }),
      dataKey({ resource: "r", params: { a: "1" } }),
      dataKey({ resource: "r", params: { a: null } }),
      dataKey({ resource: "r", params: { b: 1 } }),
      dataKey({ resource: "s", params: { a: 1 } }),
    ];
    expect(new Set(keys).size).toBe(5);
  });
});

describe("collectDataNeeds", () => {
  it("gathers the needs of every block, nested ones too, each once", () => {
    expect(collectDataNeeds(document, registry, context)).toEqual([featured, profile]);
  });

  it("passes the load context to every load", () => {
    expect(collectDataNeeds(document, registry)).toEqual([featured, { resource: "profile", params: { id: null } }]);
  });

  it("keeps needs that differ", () => {
    const twoLists = page([
      { id: "t1", type: "Text", props: {} },
      { id: "t2", type: "Text", props: { fontSize: 20 } },
    ]);
    expect(collectDataNeeds(twoLists, registry, context)).toEqual([
      featured,
      profile,
      { resource: "featuredProducts", params: { category: "Music", limit: 20 } },
    ]);
  });

  it("finds nothing in a document of blocks without needs", () => {
    expect(collectDataNeeds(page([{ id: "b1", type: "Button", props: {} }]), registry, context)).toEqual([]);
  });
});

describe("loadDocumentData", () => {
  it("calls the loader once per need and returns each result by key", async () => {
    const loader = vi.fn<DataLoader>(async (need) => `${need.resource} value`);
    const loaded = await loadDocumentData(document, registry, loader, context);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader.mock.calls.map(([need]) => need)).toEqual([featured, profile]);
    expect(loaded).toEqual({
      [dataKey(featured)]: { status: "ready", value: "featuredProducts value" },
      [dataKey(profile)]: { status: "ready", value: "profile value" },
    });
  });

  it("starts every load before any finishes", async () => {
    const pending: Deferred<unknown>[] = [];
    const loader = vi.fn<DataLoader>(() => {
      const load = deferred<unknown>();
      pending.push(load);
      return load.promise;
    });
    const loading = loadDocumentData(document, registry, loader, context);
    // Both started, neither finished.
    expect(pending).toHaveLength(2);
    pending[1]?.resolve("second");
    pending[0]?.resolve("first");
    expect(await loading).toEqual({
      [dataKey(featured)]: { status: "ready", value: "first" },
      [dataKey(profile)]: { status: "ready", value: "second" },
    });
  });

  it("turns a failed need into an error and keeps the others", async () => {
    const fails = vi.fn<DataLoader>(async (need) => {
      if (need.resource === "profile") throw new Error("Profile not found");
      return ["track"];
    });
    expect(await loadDocumentData(document, registry, fails, context)).toEqual({
      [dataKey(featured)]: { status: "ready", value: ["track"] },
      [dataKey(profile)]: { status: "error", message: "Profile not found" },
    });
    const rejectsWithString = vi.fn<DataLoader>((need) => (need.resource === "profile" ? Promise.reject("offline") : Promise.resolve(1)));
    expect((await loadDocumentData(document, registry, rejectsWithString, context))[dataKey(profile)]).toEqual({
      status: "error",
      message: "offline",
    });
  });

  it("skips needs already known and keeps them", async () => {
    const known: LoadedData = { [dataKey(profile)]: { status: "ready", value: "cached" } };
    const loader = vi.fn<DataLoader>(async () => "fresh");
    expect(await loadDocumentData(document, registry, loader, context, known)).toEqual({
      [dataKey(featured)]: { status: "ready", value: "fresh" },
      [dataKey(profile)]: { status: "ready", value: "cached" },
    });
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith(featured);
  });

  it("calls no loader when everything is known", async () => {
    const known: LoadedData = { [dataKey(featured)]: { status: "missing" }, [dataKey(profile)]: { status: "error", message: "x" } };
    const loader = vi.fn<DataLoader>(async () => "fresh");
    expect(await loadDocumentData(document, registry, loader, context, known)).toEqual(known);
    expect(loader).not.toHaveBeenCalled();
  });
});

describe("hasAllData", () => {
  it("is true only when every need of the document has a state", () => {
    expect(hasAllData(document, registry, {}, context)).toBe(false);
    expect(hasAllData(document, registry, { [dataKey(featured)]: { status: "ready", value: 1 } }, context)).toBe(false);
    const all: LoadedData = { [dataKey(featured)]: { status: "ready", value: 1 }, [dataKey(profile)]: { status: "error", message: "x" } };
    expect(hasAllData(document, registry, all, context)).toBe(true);
    expect(hasAllData(document, registry, all)).toBe(false);
  });

  it("is true for a document without needs", () => {
    expect(hasAllData(page([]), registry, {})).toBe(true);
  });
});

describe("useDocumentData", () => {
  const complete: LoadedData = {
    [dataKey(featured)]: { status: "ready", value: "from server" },
    [dataKey(profile)]: { status: "ready", value: "from server" },
  };

  it("does not fetch again what the server embedded", async () => {
    const loader = vi.fn<DataLoader>(async () => "fetched");
    const { result } = renderHook(() => useDocumentData(document, registry, loader, context, complete));
    await act(async () => {});
    expect(result.current).toBe(complete);
    expect(loader).not.toHaveBeenCalled();
  });

  it("loads what is missing and renders again with it", async () => {
    const loader = vi.fn<DataLoader>(async (need) => `fetched ${need.resource}`);
    const initial: LoadedData = { [dataKey(profile)]: { status: "ready", value: "from server" } };
    const { result } = renderHook(() => useDocumentData(document, registry, loader, context, initial));
    expect(result.current).toBe(initial);
    await waitFor(() =>
      expect(result.current).toEqual({
        [dataKey(featured)]: { status: "ready", value: "fetched featuredProducts" },
        [dataKey(profile)]: { status: "ready", value: "from server" },
      }),
    );
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith(featured);
  });

  it("does not fetch again when it renders again while loading", async () => {
    const pending = deferred<unknown>();
    const loader = vi.fn<DataLoader>(() => pending.promise);
    const documentWithoutContext = page([
      { id: "b1", type: "Button", props: {} },
      { id: "t1", type: "Text", props: { fontSize: 12 } },
    ]);
    const { result, rerender } = renderHook(() => useDocumentData(documentWithoutContext, registry, loader));
    expect(loader).toHaveBeenCalledTimes(2);
    rerender();
    rerender();
    await act(async () => pending.resolve("done"));
    await waitFor(() =>
      expect(Object.values(result.current)).toEqual([
        { status: "ready", value: "done" },
        { status: "ready", value: "done" },
      ]),
    );
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
