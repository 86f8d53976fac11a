// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageDocument } from "../../schema/page";
import type { RichText } from "../../schema/richText/index";
import { elementNode, richTextOf, textNode } from "../../schema/richText/richTextTesting";
import { defineRoute } from "../app/routeTypes";
import { fakeApi, json, renderRoutes, resetBrowser, testSiteData } from "./account/screenTesting";
import { DocumentScreen, documentHead, loadDocumentPage } from "./DocumentScreen";

beforeEach(resetBrowser);
afterEach(cleanup);

const HOME: PageDocument = {
  schemaVersion: 1,
  kind: "page",
  id: "home",
  title: "Home",
  path: "/",
  root: {
    id: "root",
    type: "Container",
    props: {},
    children: [{ id: "newsletter", type: "EmailList", props: { title: "Get the newsletter", emailListId: "list-newsletter" } }],
  },
};

const data = testSiteData({ page: async (path) => (path === "/" ? HOME : null) });

const homeRoute = defineRoute({
  id: "home",
  path: "/",
  load: () => loadDocumentPage("/", data),
  Screen: DocumentScreen,
  head: ({ data: page, profile, pathname }) => documentHead(page, profile.name, pathname),
});

async function subscribe(email: string) {
  renderRoutes([homeRoute], "/", { data });
  fireEvent.change(await screen.findByLabelText("Email address"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
}

describe("a page's Email-list block on the site", () => {
  it("joins the list through the site's API, with the email lowercased", async () => {
    const api = fakeApi({ "POST public/email-lists/join": () => json({ ok: true }) });
    await subscribe("Fan@Example.com");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Thank you! Will be in touch soon!"));
    expect(await api.bodies("POST public/email-lists/join")).toEqual([{ email: "fan@example.com", emailListId: "list-newsletter" }]);
    // The address names the artist: the call carries no profile id (issue 31).
    expect(new URL(api.requests[0]?.url ?? "").searchParams.has("profileId")).toBe(false);
  });

  it("shows the server's message when it refuses", async () => {
    fakeApi({ "POST public/email-lists/join": () => json({ message: "Email list not found" }, 404) });
    await subscribe("fan@example.com");
    await waitFor(() => expect(document.querySelector(".bl-email-list__error")?.textContent).toBe("Email list not found"));
  });

  it("shows 'An error occurred', not the HTTP client's words, when the server gives no message", async () => {
    fakeApi({ "POST public/email-lists/join": () => new Response("Bad gateway", { status: 502 }) });
    await subscribe("fan@example.com");
    await waitFor(() => expect(document.querySelector(".bl-email-list__error")?.textContent).toBe("An error occurred"));
  });
});

describe("a page on the site", () => {
  it("renders its page container as a plain element: the site's layout holds the one <main>", async () => {
    const page: PageDocument = { ...HOME, root: { ...HOME.root, props: { role: "page" } } };
    const pageData = testSiteData({ page: async () => page });
    const route = defineRoute({
      id: "home",
      path: "/",
      load: () => loadDocumentPage("/", pageData),
      Screen: DocumentScreen,
      head: homeRoute.head,
    });
    renderRoutes([route], "/", { data: pageData });
    await screen.findByLabelText("Email address");
    expect(document.querySelector('[data-role="page"]')?.tagName).toBe("DIV");
    expect(document.querySelectorAll("main")).toHaveLength(0);
  });
});

describe("a page with rich content, reached in the browser", () => {
  const withText = (content: RichText): PageDocument => ({
    ...HOME,
    root: { ...HOME.root, children: [{ id: "words", type: "Text", props: { content } }] },
  });
  const youtube = { type: "youtube", videoID: "dQw4w9WgXcQ", format: "", version: 1 };
  const words = elementNode("paragraph", [textNode("Watch:")]);

  /** This screen's modules afresh, as a fan's browser starts: rich content's code not loaded. */
  async function freshLoad(page: PageDocument) {
    vi.resetModules();
    const [{ loadDocumentPage: load }, views, { fetchRichContentChunks }] = await Promise.all([
      import("./DocumentScreen"),
      import("../../blocks/richText/richContentViews"),
      import("../../blocks/richText/richContentChunks"),
    ]);
    // As site/entry-client.tsx does.
    views.provideRichContentFetcher(fetchRichContentChunks);
    await load("/", testSiteData({ page: async () => page }));
    return views;
  }

  it("loads rich content's code before the page renders, only for a page that holds such a node", async () => {
    const withoutRichContent = await freshLoad(withText(richTextOf(words)));
    expect(() => withoutRichContent.richContentViews()).toThrow("before its code loaded");
    const withEmbed = await freshLoad(withText(richTextOf(words, youtube)));
    expect(withEmbed.richContentViews().widgets.youtube).toBeTypeOf("function");
  });
});
