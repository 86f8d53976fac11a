// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RenderMode } from "../../../runtime/blockRegistry";
import { dataKey, type LoadedData } from "../../../runtime/dataNeeds";
import { DocumentView } from "../../../runtime/interpreter/DocumentView";
import { VISITOR, type Viewer } from "../../../runtime/interpreter/InterpreterContext";
import { richTextToHtml } from "../../../runtime/richText/toHtml";
import type { PagePollCounts, PagePollVoteAnswer } from "../../../schema/api/pagePolls";
import type { PageDocument } from "../../../schema/page";
import { richTextOf } from "../../../schema/richText/richTextTesting";
import type { SiteServices } from "../../../schema/siteResources";
import { siteBlocks } from "../../registry";
import { RichTextContent } from "../RichTextContent";

afterEach(cleanup);

const POLL = {
  type: "poll",
  version: 1,
  uid: "qwert",
  question: "Which song next?",
  options: [
    { text: "Dawn", uid: "dawnn", votes: ["studio"] },
    { text: "Dusk", uid: "duskk", votes: [] },
  ],
};
const content = richTextOf(POLL);
const FAN: Viewer = { loggedIn: true, membershipTierId: null };

const page: PageDocument = {
  schemaVersion: 2,
  kind: "page",
  id: "tour",
  title: "Tour",
  path: "/tour",
  root: { id: "root", type: "Container", props: {}, children: [{ id: "t1", type: "Text", props: { content } }] },
} as unknown as PageDocument;

const counts = (dawn: [number, boolean], dusk: [number, boolean]): PagePollCounts => ({
  uid: "qwert",
  options: [
    { uid: "dawnn", votes: dawn[0], voted: dawn[1] },
    { uid: "duskk", votes: dusk[0], voted: dusk[1] },
  ],
});
const loaded = (polls: PagePollCounts[]): LoadedData => ({
  [dataKey({ resource: "pagePolls", params: { pageId: "tour" } })]: { status: "ready", value: polls },
});
const answer = (poll: PagePollCounts): PagePollVoteAnswer => ({ pageId: "tour", path: "/tour", poll });

interface Options {
  readonly viewer?: Viewer;
  readonly services?: Partial<SiteServices>;
  readonly navigate?: (href: string) => void;
  readonly mode?: RenderMode;
  readonly data?: LoadedData;
}

function view({ viewer = VISITOR, services = {}, navigate, mode = "view", data = loaded([counts([2, false], [1, false])]) }: Options = {}) {
  return (
    <DocumentView
      document={page}
      registry={siteBlocks}
      data={data}
      loadContext={{ pageId: "tour" }}
      viewer={viewer}
      services={services}
      mode={mode}
      {...(navigate ? { navigate } : {})}
    />
  );
}

const option = (name: RegExp) => screen.getByRole("button", { name });

describe("a poll on a published page", () => {
  it("shows the question and each option with the server's count, not the document's votes", () => {
    render(view());
    const group = screen.getByRole("group", { name: "Which song next?" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Dawn2 votes", "Dusk1 vote"]);
    expect(option(/Dawn/).getAttribute("aria-pressed")).toBe("false");
    expect(group.textContent).toContain("3 votes in all");
  });

  it("hydrates the server's markup without a mismatch, for a fan as for a visitor", async () => {
    for (const viewer of [VISITOR, FAN]) {
      const host = document.createElement("div");
      // The server renders as a visitor, whoever asks; the browser hydrates as the viewer it knows.
      host.innerHTML = renderToString(view());
      expect(host.querySelectorAll("button[aria-pressed]")).toHaveLength(2);
      const recoverable = vi.fn();
      const pagePolls = vi.fn<SiteServices["pagePolls"]>(async () => [counts([2, true], [1, false])]);
      const root = await act(async () => hydrateRoot(host, view({ viewer, services: { pagePolls } }), { onRecoverableError: recoverable }));
      expect(recoverable).not.toHaveBeenCalled();
      expect(pagePolls).toHaveBeenCalledTimes(viewer.loggedIn ? 1 : 0);
      expect(host.querySelector("button[aria-pressed=true]")?.textContent ?? null).toBe(viewer.loggedIn ? "Dawn2 votes" : null);
      act(() => root.unmount());
    }
  });

  it("sends a visitor to /login with this page to come back to, and votes nothing", () => {
    const navigate = vi.fn();
    const votePagePoll = vi.fn();
    window.history.replaceState(null, "", "/tour?from=mail");
    render(view({ navigate, services: { votePagePoll } }));
    fireEvent.click(option(/Dusk/));
    expect(navigate).toHaveBeenCalledWith("/login?redirect=/tour?from=mail", {});
    expect(votePagePoll).not.toHaveBeenCalled();
  });

  it("lets a fan vote: shown at once, then the server's counts; a second click takes the vote back", async () => {
    let settle: (value: PagePollVoteAnswer) => void = () => {};
    const votePagePoll = vi.fn<SiteServices["votePagePoll"]>(() => new Promise((resolve) => (settle = resolve)));
    const pagePolls = vi.fn<SiteServices["pagePolls"]>(async () => [counts([2, false], [1, false])]);
    render(view({ viewer: FAN, services: { votePagePoll, pagePolls } }));
    await act(async () => {});
    fireEvent.click(option(/Dusk/));
    expect(votePagePoll).toHaveBeenLastCalledWith({ pageId: "tour", pollUid: "qwert", optionUid: "duskk", voted: true });
    expect(option(/Dusk/).getAttribute("aria-pressed")).toBe("true");
    expect(option(/Dusk/).textContent).toContain("2 votes");
    // The server counted another fan's vote meanwhile: its count wins.
    await act(async () => settle(answer(counts([3, false], [2, true]))));
    expect(option(/Dawn/).textContent).toContain("3 votes");
    fireEvent.click(option(/Dusk/));
    expect(votePagePoll).toHaveBeenLastCalledWith({ pageId: "tour", pollUid: "qwert", optionUid: "duskk", voted: false });
    expect(option(/Dusk/).getAttribute("aria-pressed")).toBe("false");
    await act(async () => settle(answer(counts([3, false], [1, false]))));
    expect(option(/Dusk/).textContent).toContain("1 vote");
  });

  it("loads the fan's own votes after the visitor's render, and puts a failed vote back", async () => {
    const pagePolls = vi.fn<SiteServices["pagePolls"]>(async () => [counts([2, true], [1, false])]);
    const votePagePoll = vi.fn<SiteServices["votePagePoll"]>(async () => {
      throw new Error("offline");
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    render(view({ viewer: FAN, services: { votePagePoll, pagePolls } }));
    await act(async () => {});
    expect(pagePolls).toHaveBeenCalledWith("tour");
    expect(option(/Dawn/).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(option(/Dawn/));
    expect(option(/Dawn/).getAttribute("aria-pressed")).toBe("false");
    await act(async () => {});
    expect(option(/Dawn/).getAttribute("aria-pressed")).toBe("true");
    expect(option(/Dawn/).textContent).toContain("2 votes");
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it("never votes in the studio, where it shows the static form", () => {
    const votePagePoll = vi.fn();
    render(view({ viewer: FAN, mode: "edit", services: { votePagePoll } }));
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Dawn" }).getAttribute("href")).toBe("/polls/vote?poll=qwert&option=dawnn");
  });

  it("shows the static form when the counts could not be loaded", () => {
    render(view({ data: {} }));
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });
});

describe("a poll outside a page (the HTML export's form)", () => {
  it("is the question and a link per option that votes on the site, the same in React and in the export", () => {
    const html = richTextToHtml(content);
    expect(html).toBe(
      '<div class="bl-rt-poll" data-poll="qwert"><p class="bl-rt-poll-question">Which song next?</p><ul class="bl-rt-poll-options">' +
        '<li><a class="bl-rt-poll-option" href="/polls/vote?poll=qwert&amp;option=dawnn">Dawn</a></li>' +
        '<li><a class="bl-rt-poll-option" href="/polls/vote?poll=qwert&amp;option=duskk">Dusk</a></li></ul></div>',
    );
    expect(renderToStaticMarkup(<RichTextContent value={content} />)).toBe(html);
  });

  it("escapes what the artist typed", () => {
    const hostile = richTextOf({
      ...POLL,
      question: "<img src=x onerror=alert(1)>",
      options: [{ ...POLL.options[0], text: "</a><script>" }, POLL.options[1]],
    });
    const html = richTextToHtml(hostile);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
