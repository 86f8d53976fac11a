import { describe, expect, it } from "vitest";
import { siteBlocks } from "../blocks/registry";
import { validatePage } from "../schema/generated/validators.js";
import type { MigrationStep } from "../schema/migrations";
import { createMigrationRegistry, migrateDocument } from "./migrate";
import { parseDocument } from "./parse";

type Json = Record<string, unknown>;

/** Version 1 → 2 of an imagined history: Button blocks stored their words in `caption`, now `text`. */
const renameCaptionToText: MigrationStep = {
  name: "RenameCaptionToText",
  up: (document) => ({ ...document, root: renameInNode(document.root) }),
};

function renameInNode(node: unknown): unknown {
  if (node === null || typeof node !== "object") return node;
  const { children, props, ...rest } = node as Json;
  const next: Json = { ...rest };
  if (props !== undefined) {
    if (next.type === "Button" && props !== null && typeof props === "object" && "caption" in props) {
      const { caption, ...others } = props as Json;
      next.props = { ...others, text: caption };
    } else {
      next.props = props;
    }
  }
  if (Array.isArray(children)) next.children = children.map(renameInNode);
  return next;
}

const pageRegistry = createMigrationRegistry("page", [renameCaptionToText], 2);

function versionOnePage(): Json {
  return {
    schemaVersion: 1,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    "x-editor": { zoom: 2 },
    root: {
      id: "root",
      type: "Container",
      props: {},
      children: [
        { id: "b1", type: "Button", props: { caption: "Buy", fullWidth: true } },
        { id: "t1", type: "Text", props: { fontSize: 20 } },
        { id: "c1", type: "Container", props: {}, children: [{ id: "b2", type: "Button", props: { caption: "Inner" } }] },
      ],
    },
  };
}

/** `versionOnePage().root` after RenameCaptionToText. */
const migratedRoot = {
  id: "root",
  type: "Container",
  props: {},
  children: [
    { id: "b1", type: "Button", props: { text: "Buy", fullWidth: true } },
    { id: "t1", type: "Text", props: { fontSize: 20 } },
    { id: "c1", type: "Container", props: {}, children: [{ id: "b2", type: "Button", props: { text: "Inner" } }] },
  ],
};

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

const noop = (name: string): MigrationStep => ({ name, up: (document) => ({ ...document }) });

describe("createMigrationRegistry", () => {
  it("defaults the current version to one more than the steps", () => {
    const steps = [noop("A"), noop("B")];
    expect(createMigrationRegistry("page", steps)).toEqual({ kind: "page", currentVersion: 3, steps });
    expect(createMigrationRegistry("site", []).currentVersion).toBe(1);
  });

  it("refuses a gap between the steps and the current version", () => {
    expect(() => createMigrationRegistry("page", [noop("A")], 3)).toThrow(
      new Error("page migrations lead to version 2, but the current version is 3: a step is missing."),
    );
    expect(() => createMigrationRegistry("site", [noop("A"), noop("B")], 2)).toThrow(
      new Error("site migrations lead to version 3, but the current version is 2: a step is missing."),
    );
  });

  it("refuses a step name registered twice", () => {
    expect(() => createMigrationRegistry("page", [noop("AddUrlProp"), noop("Other"), noop("AddUrlProp")])).toThrow(
      new Error('page migration "AddUrlProp" is registered twice.'),
    );
  });
});

describe("migrateDocument", () => {
  it("upgrades a version-1 document and sets schemaVersion 2", () => {
    const result = migrateDocument(versionOnePage(), pageRegistry);
    expect(result).toEqual({
      ok: true,
      value: {
        fromVersion: 1,
        document: {
          ...versionOnePage(),
          schemaVersion: 2,
          root: migratedRoot,
        },
      },
    });
  });

  it("keeps properties it does not know", () => {
    const result = migrateDocument(versionOnePage(), pageRegistry);
    expect(result.ok && result.value.document["x-editor"]).toEqual({ zoom: 2 });
  });

  it("never mutates the input, even when a step mutates what it is given", () => {
    const mutating: MigrationStep = {
      name: "MutateInPlace",
      up: (document) => {
        const writable = document as Json;
        writable.title = "Changed";
        delete writable["x-editor"];
        return writable;
      },
    };
    const input = deepFreeze(versionOnePage());
    expect(migrateDocument(input, pageRegistry).ok).toBe(true);
    const result = migrateDocument(input, createMigrationRegistry("page", [mutating]));
    expect(result.ok && result.value.document.title).toBe("Changed");
    expect(input).toEqual(versionOnePage());
  });

  it("returns a current document as it is", () => {
    const current = { ...versionOnePage(), schemaVersion: 2 };
    expect(migrateDocument(current, pageRegistry)).toEqual({ ok: true, value: { document: current, fromVersion: 2 } });
  });

  it("runs only the steps after the document's version, in order", () => {
    const ran: string[] = [];
    const step = (name: string): MigrationStep => ({
      name,
      up: (document) => {
        ran.push(`${name}@${String(document.schemaVersion)}`);
        return { ...document, trail: [...((document.trail as string[]) ?? []), name] };
      },
    });
    const registry = createMigrationRegistry("site", [step("One"), step("Two"), step("Three")]);
    const result = migrateDocument({ kind: "site", schemaVersion: 2 }, registry);
    expect(result).toEqual({ ok: true, value: { fromVersion: 2, document: { kind: "site", schemaVersion: 4, trail: ["Two", "Three"] } } });
    expect(ran).toEqual(["Two@2", "Three@3"]);
  });

  it("reports a step that throws as a migration error naming the step", () => {
    const exploding: MigrationStep = {
      name: "SplitMargins",
      up: () => {
        throw new Error("margins is not a list");
      },
    };
    const registry = createMigrationRegistry("page", [renameCaptionToText, exploding]);
    expect(migrateDocument(versionOnePage(), registry)).toEqual({
      ok: false,
      errors: [
        {
          pointer: "",
          rule: "migration",
          message: "Could not upgrade the document from version 2 (SplitMargins): margins is not a list",
        },
      ],
    });
    const throwsText: MigrationStep = {
      name: "Odd",
      up: () => {
        throw "no";
      },
    };
    expect(migrateDocument(versionOnePage(), createMigrationRegistry("page", [throwsText]))).toEqual({
      ok: false,
      errors: [{ pointer: "", rule: "migration", message: "Could not upgrade the document from version 1 (Odd): no" }],
    });
  });
});

describe("parseDocument with registered migrations", () => {
  const options = { registry: siteBlocks, migrations: { page: pageRegistry } };

  it("migrates, then validates: the result is a schema-valid version-2 page", () => {
    const { "x-editor": _editor, ...page } = versionOnePage();
    const result = parseDocument(page, options);
    expect(result).toEqual({ ok: true, value: { ...page, schemaVersion: 2, root: migratedRoot } });
    expect(result.ok && validatePage(result.value)).toBe(true);
  });

  it("validates the migrated document, so properties unknown to the schema are still refused", () => {
    const result = parseDocument(versionOnePage(), options);
    expect(result).toEqual({
      ok: false,
      errors: [{ pointer: "/x-editor", rule: "additionalProperties", message: '"x-editor" is not a known property here.' }],
    });
  });

  it("without the migration, the old page is refused for its caption", () => {
    const { "x-editor": _editor, ...page } = versionOnePage();
    const result = parseDocument(page, { registry: siteBlocks, migrations: { page: createMigrationRegistry("page", []) } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((error) => error.pointer)).toEqual([
      "/root/children/0/props/caption",
      "/root/children/2/children/0/props/caption",
    ]);
  });

  it("uses the site registry for sites, leaving pages to theirs", () => {
    const siteRegistry = createMigrationRegistry("site", [{ name: "AddPages", up: (document) => ({ ...document, pages: [] }) }]);
    const result = parseDocument({ schemaVersion: 1, kind: "site" }, { registry: siteBlocks, migrations: { site: siteRegistry } });
    expect(result).toEqual({ ok: true, value: { schemaVersion: 2, kind: "site", pages: [] } });
  });
});
