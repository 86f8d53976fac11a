// @vitest-environment jsdom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { LinkTreeFrame } from "../../blocks/themes/LinkTreeFrame";
import { linkTreeDocument } from "../../blocks/themes/linkTreeDocument";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { PageDocument } from "../../schema/page";
import { recordingAnalytics } from "./analyticsTesting";
import { ANALYTICS_LINK_ATTRIBUTE, ANALYTICS_REGION_ATTRIBUTE, listenForLinkClicks } from "./linkClicks";

afterEach(cleanup);

const pageWith = (id: string, text: string, link: string): PageDocument =>
  ({
    schemaVersion: 1,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    root: {
      id: "root",
      type: "Container",
      props: {},
      children: [{ id, type: "Button", props: { text, link } }],
    },
  }) as PageDocument;

/** The page as fans get it: a Button block, the Link Tree with a button and a social icon, and a plain link. */
function Page() {
  return (
    <>
      <DocumentView document={pageWith("listen", "Listen", "https://open.spotify.example/album/1")} registry={siteBlocks} />
      <LinkTreeFrame
        artistName="The Lantern Coast"
        settings={{ socialLinks: [{ icon: "instagram", href: "https://instagram.example/lantern" }] }}
      >
        <DocumentView document={linkTreeDocument(pageWith("merch", "Merch", "https://shop.example/tee"))} registry={siteBlocks} />
      </LinkTreeFrame>
      <a href="https://elsewhere.example/">Elsewhere</a>
    </>
  );
}

/** Clicks with `init`, keeping jsdom from trying to navigate (the browser would). */
function follow(element: Node, type: "click" | "auxclick" = "click", init: MouseEventInit = {}) {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener(type, stop);
  if (type === "click") fireEvent.click(element, init);
  else element.dispatchEvent(new MouseEvent("auxclick", { bubbles: true, cancelable: true, ...init }));
  document.removeEventListener(type, stop);
}

function setup() {
  const analytics = recordingAnalytics();
  const view = render(<Page />);
  const stop = listenForLinkClicks(document, analytics.record, () => "/links");
  const link = (name: string) => view.getByRole("link", { name });
  return { analytics, stop, link };
}

describe("link clicks", () => {
  it("carries its marks in the server's HTML, so hydrated pages are counted", () => {
    const html = renderToString(<Page />);
    expect(html).toContain(`${ANALYTICS_LINK_ATTRIBUTE}="button"`);
    expect(html).toContain(`${ANALYTICS_REGION_ATTRIBUTE}="linktree"`);
  });

  it("records a Button block's link, as a button", () => {
    const { analytics, link, stop } = setup();
    follow(link("Listen"));
    expect(analytics.events).toEqual([{ type: "click", path: "/links", link: "https://open.spotify.example/album/1", source: "button" }]);
    stop();
  });

  it("records the Link Tree's links (its buttons and social icons), as the link tree's", () => {
    const { analytics, link, stop } = setup();
    follow(link("Merch").firstChild ?? link("Merch"));
    follow(link("Instagram"));
    expect(analytics.events).toEqual([
      { type: "click", path: "/links", link: "https://shop.example/tee", source: "linktree" },
      { type: "click", path: "/links", link: "https://instagram.example/lantern", source: "linktree" },
    ]);
    stop();
  });

  it("records a middle click and a keyboard's Enter (a click), but not a right click", () => {
    const { analytics, link, stop } = setup();
    follow(link("Listen"), "auxclick", { button: 1 });
    follow(link("Listen"), "auxclick", { button: 2 });
    follow(link("Listen"), "click", { detail: 0 });
    expect(analytics.events.map((event) => event.type)).toEqual(["click", "click"]);
    stop();
  });

  it("records nothing for other links, and nothing once stopped", () => {
    const { analytics, link, stop } = setup();
    follow(link("Elsewhere"));
    stop();
    follow(link("Listen"));
    expect(analytics.events).toEqual([]);
  });
});
