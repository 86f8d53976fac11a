// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { followedLink } from "./studioLinks";

const ORIGIN = "http://artist.example";

afterEach(() => {
  document.body.innerHTML = "";
});

function clickOn(html: string, init: MouseEventInit = {}): MouseEvent {
  document.body.innerHTML = html;
  const target = document.querySelector("[data-click]") ?? document.body;
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, "target", { value: target });
  return event;
}

describe("followedLink", () => {
  it("follows a studio address in place, with its query, from the link or anything inside it", () => {
    expect(followedLink(clickOn(`<a href="${ORIGIN}/studio/music?open=1"><span data-click>Music</span></a>`), ORIGIN)).toEqual({
      kind: "studio",
      address: "/studio/music?open=1",
    });
    expect(followedLink(clickOn(`<a data-click href="/studio">Home</a>`), "http://localhost:3000")).toEqual({
      kind: "studio",
      address: "/studio",
    });
  });

  it("leaves for another address (another artist's studio, the site) once the studio has saved", () => {
    expect(followedLink(clickOn(`<a data-click href="https://other.example/studio">Other</a>`), ORIGIN)).toEqual({
      kind: "away",
      href: "https://other.example/studio",
    });
    expect(followedLink(clickOn(`<a data-click href="/studios">Not the studio</a>`), "http://localhost:3000")).toEqual({
      kind: "away",
      href: "http://localhost:3000/studios",
    });
  });

  it("keeps for the browser a new tab, a modifier, another button, a download, mail, a handled click, or no link", () => {
    expect(followedLink(clickOn(`<a data-click href="/studio/music" target="_blank">x</a>`), ORIGIN)).toBeNull();
    expect(followedLink(clickOn(`<a data-click href="/studio/music">x</a>`, { ctrlKey: true }), ORIGIN)).toBeNull();
    expect(followedLink(clickOn(`<a data-click href="/studio/music">x</a>`, { metaKey: true }), ORIGIN)).toBeNull();
    expect(followedLink(clickOn(`<a data-click href="/studio/music">x</a>`, { button: 1 }), ORIGIN)).toBeNull();
    expect(followedLink(clickOn(`<a data-click href="/page.json" download>x</a>`), ORIGIN)).toBeNull();
    expect(followedLink(clickOn(`<a data-click href="mailto:fan@example.com">x</a>`), ORIGIN)).toBeNull();
    expect(followedLink(clickOn(`<button data-click>x</button>`), ORIGIN)).toBeNull();
    const handled = clickOn(`<a data-click href="/studio/music">x</a>`);
    handled.preventDefault();
    expect(followedLink(handled, ORIGIN)).toBeNull();
  });
});
