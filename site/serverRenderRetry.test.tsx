// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageDocument } from "../schema/page";
import { richTextFromPlainText } from "../schema/richText/plainText";
import { App } from "./app/App";
import { RouteDataStore } from "./app/RouteDataStore";
import { renderSitePage } from "./entry-server";
import { TEST_PROFILE, TEST_SITE, testSiteData } from "./screens/account/screenTesting";

// A Text whose text is "deep" renders a component that throws: beyond the reach of the server's
// per-block guard, which catches only what a view itself throws.
vi.mock("../blocks/text/Text", async (original) => {
  const actual = await original<typeof import("../blocks/text/Text")>();
  function Deep(): never {
    throw new Error("deep failure");
  }
  return {
    Text: (props: Parameters<typeof actual.Text>[0]) =>
      JSON.stringify(props.props.content).includes('"text":"deep"') ? <Deep /> : actual.Text(props),
  };
});

afterEach(() => {
  document.body.innerHTML = "";
});

const home = (texts: string[]): PageDocument => ({
  schemaVersion: 1,
  kind: "page",
  id: "home",
  title: "Home",
  path: "/",
  root: {
    id: "root",
    type: "Container",
    props: { role: "page" },
    children: texts.map((text, i) => ({ id: `t${i}`, type: "Text", props: { content: richTextFromPlainText(text) } })),
  },
});

function render(page: PageDocument) {
  const data = testSiteData({ page: async () => page });
  return renderSitePage({
    pathname: "/",
    search: "",
    profile: TEST_PROFILE,
    site: TEST_SITE,
    data,
    origin: "https://band.example",
    renderedAt: 0,
    poweredBy: true,
  });
}

describe("the server render of a page", () => {
  it("needs no Suspense boundary when every block renders", async () => {
    const rendered = await render(home(["first", "last"]));
    expect(rendered.state.suspenseBoundaries).toBeUndefined();
    expect(rendered.body).toContain(">first</p>");
    expect(rendered.body).not.toContain("<!--$");
  });

  it("renders again with a boundary around every block when a block fails beyond its guard, and hydrates that", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = home(["first", "deep", "last"]);
    const rendered = await render(page);
    expect(rendered.status).toBe(200);
    expect(rendered.state.suspenseBoundaries).toBe(true);
    expect(rendered.body).toContain(">first</p>");
    expect(rendered.body).toContain(">last</p>");
    expect(rendered.body).toMatch(/<!--\$!-->.*data-block-id="t1"/s);

    const container = document.createElement("div");
    container.innerHTML = rendered.body;
    document.body.append(container);
    const recoverable = vi.fn();
    const app = (
      <App initial={rendered.state} data={testSiteData({ page: async () => page })} store={new RouteDataStore(rendered.state.routeData)} />
    );
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: recoverable }));
    expect([...container.querySelectorAll(".bl-text")].map((p) => p.textContent)).toEqual(["first", "last"]);
    expect(container.querySelector('.bl-block-error[data-block-id="t1"]')).not.toBeNull();
    act(() => root.unmount());
    consoleError.mockRestore();
  });
});
