// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KATEX_STYLESHEET_PATH } from "../runtime/richText/widgets/katexModule";
import type { PageDocument } from "../schema/page";
import type { RichText } from "../schema/richText/index";
import { richTextFromPlainText } from "../schema/richText/plainText";
import { pageShell } from "../server/ssr/pageShell";
import { App } from "./app/App";
import { RouteDataStore } from "./app/RouteDataStore";
import { renderSitePage } from "./entry-server";
import { TEST_PROFILE, TEST_SITE, testSiteData } from "./screens/account/screenTesting";

afterEach(() => {
  document.body.innerHTML = "";
});

const withEquation = (equation: string, inline: boolean): RichText => ({
  root: {
    type: "root",
    version: 1,
    direction: null,
    format: "",
    indent: 0,
    children: [
      {
        type: "paragraph",
        version: 1,
        direction: null,
        format: "",
        indent: 0,
        children: [
          { type: "text", version: 1, detail: 0, format: 0, mode: "normal", style: "", text: "Tempo: " },
          { type: "equation", version: 1, equation, inline },
        ],
      },
    ],
  },
});

const page = (...contents: RichText[]): PageDocument => ({
  schemaVersion: 1,
  kind: "page",
  id: "home",
  title: "Home",
  path: "/",
  root: {
    id: "root",
    type: "Container",
    props: { role: "page" },
    children: contents.map((content, i) => ({ id: `t${i}`, type: "Text", props: { content } })),
  },
});

const render = (document: PageDocument) =>
  renderSitePage({
    pathname: "/",
    search: "",
    profile: TEST_PROFILE,
    site: TEST_SITE,
    data: testSiteData({ page: async () => document }),
    origin: "https://band.example",
    renderedAt: 0,
    poweredBy: true,
  });

const shell = (rendered: Awaited<ReturnType<typeof render>>) =>
  pageShell(rendered, { stylesheetHref: "/assets/site.css", themeCss: "", assets: null });

describe("a page with an equation", () => {
  it("is typeset on the server and links KaTeX's stylesheet; a page without one does not", async () => {
    const typeset = await render(page(withEquation("\\frac{120}{4}", true), withEquation("\\frac{", false)));
    expect(typeset.body).toContain('<span class="katex">');
    expect(typeset.body).toMatch(/<span class="bl-rt-equation bl-rt-equation--error" style="color:#cc0000">\\frac\{<\/span>/);
    expect(typeset.stylesheets).toEqual([KATEX_STYLESHEET_PATH]);
    expect(shell(typeset)).toContain(`<link rel="stylesheet" href="${KATEX_STYLESHEET_PATH}">`);

    const plain = await render(page(richTextFromPlainText("$x^2$ is only text here")));
    expect(plain.stylesheets).toEqual([]);
    expect(shell(plain)).not.toContain("katex");
  });

  it("hydrates with KaTeX loaded first, as the page's script does, with no mismatch", async () => {
    const document_ = page(withEquation("\\sqrt{x^2+1}", false), withEquation("x^2", true));
    const rendered = await render(document_);
    const container = document.createElement("div");
    container.innerHTML = rendered.body;
    document.body.append(container);
    const serverHtml = container.innerHTML;
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error");
    const app = (
      <App
        initial={rendered.state}
        data={testSiteData({ page: async () => document_ })}
        store={new RouteDataStore(rendered.state.routeData)}
      />
    );
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector(".bl-rt-equation--display .katex-display svg path")).not.toBeNull();
    act(() => root.unmount());
  });
});
