import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createResolver, findViolations, readSource } from "./importGraph";
import { importRulesMarkdown } from "./importRules";
import { productionFiles } from "./productionFiles";

const root = process.cwd();

describe("the import graph", () => {
  it("follows the table of allowed imports in every production file", () => {
    const files = productionFiles(root).map((path) => readSource(root, path));
    expect(files.length).toBeGreaterThan(300);
    expect(findViolations(files, createResolver(root))).toEqual([]);
  }, 60_000);

  it("is the table CONTRIBUTING.md prints", () => {
    expect(readFileSync("CONTRIBUTING.md", "utf8")).toContain(importRulesMarkdown());
  });
});

/** Probes: files that exist only for the check, each breaking the table in one way the old lint missed. */
describe("the import check catches", () => {
  const probes: { what: string; path: string; text: string; extra?: Record<string, string> }[] = [
    {
      what: "a bare-folder import of a higher folder",
      path: "runtime/operations/probe.ts",
      text: 'import "../../blocks";',
      extra: { "blocks/index.ts": "export {};" },
    },
    {
      what: "a relative import one level deeper than any listed",
      path: "runtime/a/b/c/probe.ts",
      text: 'import "../../../../editor/registry";',
    },
    { what: "@xstate/react in machines/", path: "machines/probe.ts", text: 'import { useActorRef } from "@xstate/react";' },
    { what: "React in schema/, even for a type", path: "schema/probe.ts", text: 'import type { ReactNode } from "react";' },
    { what: "site importing editor", path: "site/screens/probe.tsx", text: 'import { StudioApp } from "../../editor/shell/StudioApp";' },
    { what: "editor importing site", path: "editor/canvas/probe.tsx", text: 'export { App } from "../../site/app/App";' },
    {
      what: "a dynamic import of a higher folder",
      path: "blocks/text/probe.ts",
      text: 'const panel = () => import("../../editor/registry");',
    },
    { what: "production code importing tests", path: "server/probe.ts", text: 'import "../tests/architecture/importRules";' },
    { what: "an import that resolves to nothing", path: "client/probe.ts", text: 'import "./nowhere";' },
    {
      what: "production code importing a test kit beside the code",
      path: "site/screens/probe.tsx",
      text: 'import { cartItem } from "../../machines/cart/cartTestKit";',
    },
    { what: "a benchmark importing tests/", path: "bench/probe.ts", text: 'import "../tests/architecture/importRules";' },
    { what: "a benchmark importing a package not listed", path: "bench/probe.ts", text: 'import { api } from "ky";' },
    {
      what: "the editor core importing a studio section",
      path: "editor/canvas/probe.tsx",
      text: 'import "../music/ReleaseForm";',
      extra: { "editor/music/ReleaseForm.tsx": "export {};" },
    },
    {
      what: "the rich-text editor importing the document workspace",
      path: "editor/richText/probe.tsx",
      text: 'import "../document/DocumentEditor";',
    },
    { what: "the editor core importing the studio's shell", path: "editor/document/probe.tsx", text: 'import "../shell/StudioApp";' },
    { what: "the editor core importing the Site section", path: "editor/panels/probe.tsx", text: 'import "../pages/PagesWorkspace";' },
    {
      what: "the editor core importing the Emails section",
      path: "editor/canvas/probe.tsx",
      text: 'import "../../email/studio/EmailWorkspace";',
    },
    { what: "the server importing the browser's client", path: "server/probe.ts", text: 'import "../client/api/client";' },
  ];

  it.each(probes)("$what", ({ path, text, extra }) => {
    const overlay = new Map([[path, text], ...Object.entries(extra ?? {})]);
    const violations = findViolations([{ path, text }], createResolver(root, overlay));
    expect(violations).toHaveLength(1);
  });

  it("and lets an allowed import through", () => {
    const benchPath = "bench/probe.ts";
    const benchText = 'import { cartItem } from "../machines/cart/cartTestKit";\nimport { createApp } from "../server/app";';
    expect(findViolations([{ path: benchPath, text: benchText }], createResolver(root, new Map([[benchPath, benchText]])))).toEqual([]);
    const path = "site/screens/probe.tsx";
    const text =
      'import { siteBlocks } from "../../blocks/registry";\nimport { api } from "../../client/api/client";\nimport { useState } from "react";';
    expect(findViolations([{ path, text }], createResolver(root, new Map([[path, text]])))).toEqual([]);
    const sectionPath = "editor/pages/probe.tsx";
    const sectionText = 'import "../document/DocumentEditor";\nimport "../shell/PagedTable";\nimport "../canvas/Canvas";';
    expect(findViolations([{ path: sectionPath, text: sectionText }], createResolver(root, new Map([[sectionPath, sectionText]])))).toEqual(
      [],
    );
  });
});
