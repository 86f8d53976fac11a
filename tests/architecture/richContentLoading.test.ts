import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoad, root, staticValueImports } from "./firstLoad";

/** The code of the rich content nodes (issue 15), which a page without them never needs. */
const RICH_CONTENT_CODE = [
  "runtime/richText/richContentDescribers.ts",
  "runtime/richText/describeTable.ts",
  "runtime/richText/describeImage.ts",
  "runtime/richText/describeDrawing.ts",
  "runtime/richText/widgets/embed.ts",
  "runtime/richText/widgets/equation.ts",
  "runtime/richText/widgets/katexTree.ts",
  "runtime/richText/widgets/poll.ts",
  "blocks/richText/widgets/index.ts",
  "blocks/richText/widgets/EmbedCard.tsx",
  "blocks/richText/widgets/Equation.tsx",
  "blocks/richText/widgets/PollWidget.tsx",
  "blocks/richText/widgets/PollPage.tsx",
];

describe("rich content on fans' pages", () => {
  it("is not in the site's first download: the entry reaches the rich-text walk, but rich content's code and KaTeX only through import()", () => {
    const { files, packages } = firstLoad("site/entry-client.tsx");
    // The walk did reach rich text and the slots rich content loads into (so its silence about them means something)...
    expect(files).toContain("runtime/richText/describe.ts");
    expect(files).toContain("runtime/richText/richContent.ts");
    expect(files).toContain("blocks/richText/richContentViews.ts");
    expect(packages).toContain("react");
    // ...and none of rich content's code, nor KaTeX, is among what it loads statically.
    expect(RICH_CONTENT_CODE.filter((file) => files.has(file))).toEqual([]);
    expect(packages).not.toContain("katex");
    // The ways in are the dynamic imports the entry gives the slots (only the fan's browser fetches them on demand).
    expect(files).toContain("blocks/richText/richContentChunks.ts");
    const read = (file: string) => readFileSync(resolve(root, file), "utf8");
    expect(read("blocks/richText/richContentChunks.ts")).toMatch(/import\("\.\.\/\.\.\/runtime\/richText\/richContentDescribers"\)/);
    expect(read("blocks/richText/richContentChunks.ts")).toMatch(/import\("\.\/widgets\/index"\)/);
    expect(read("runtime/richText/widgets/katexModule.ts")).toMatch(/import\("katex"\)/);
  });

  it("is in what shows pages from the start: the server's entry, the studio's, the validated registry and the HTML export", () => {
    for (const entry of ["site/entry-server.tsx", "studio/entry-studio.tsx", "blocks/registry.ts", "runtime/richText/toHtml.ts"]) {
      expect(firstLoad(entry).files, entry).toContain("runtime/richText/richContentDescribers.ts");
    }
    for (const entry of ["site/entry-server.tsx", "studio/entry-studio.tsx", "blocks/registry.ts"]) {
      expect(firstLoad(entry).files, entry).toContain("blocks/richText/widgets/index.ts");
    }
  });

  it("would see a static import of KaTeX, and tells it from a type import and a dynamic one", () => {
    const text = [
      'import katex from "katex";',
      'import type { KatexOptions } from "katex/types";',
      'import { type Katex } from "./katexModule";',
      'import { loadKatex, type Other } from "./other";',
      'export { x } from "./reexported";',
      'export type { Y } from "./typeOnly";',
      'const later = import("./lazy");',
    ].join("\n");
    expect(staticValueImports(text)).toEqual(["katex", "./other", "./reexported"]);
  });
});
