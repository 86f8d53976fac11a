// @vitest-environment jsdom
import { act, cleanup } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../app/App";
import { RouteDataStore } from "../../app/RouteDataStore";
import { renderSitePage } from "../../entry-server";
import { fakeApi, loggedInAs, resetBrowser, TEST_PROFILE, TEST_SITE, testSiteData } from "./screenTesting";

beforeEach(resetBrowser);
afterEach(cleanup);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

const data = testSiteData();

async function serverRender(url: string) {
  const [pathname = "/", search = ""] = url.split(/\?(.*)/s);
  return renderSitePage({
    pathname,
    search,
    profile: TEST_PROFILE,
    site: TEST_SITE,
    data,
    origin: "https://band.example",
    renderedAt: 0,
    poweredBy: true,
  });
}

/** What every visitor sees first: the server's HTML, then the browser's first render must be the same. */
const SCREENS: { url: string; title: string; shows: string; noIndex: boolean }[] = [
  { url: "/login?redirect=/checkout", title: "Log in · The Lantern Coast", shows: "Log in</h1>", noIndex: true },
  {
    url: "/signup?redirect=/membership/checkout?membershipTierId=tier-inner",
    title: "Sign up · The Lantern Coast",
    shows: "Create your account",
    noIndex: true,
  },
  { url: "/account", title: "My Account · The Lantern Coast", shows: "Loading your account…", noIndex: true },
  { url: "/checkout", title: "Checkout · The Lantern Coast", shows: "Loading your cart…", noIndex: true },
  {
    url: "/membership/checkout?membershipTierId=tier-inner",
    title: "Join Inner Circle · The Lantern Coast",
    shows: "Checking your account…",
    noIndex: true,
  },
  {
    url: "/membership/checkout?membershipTierId=nope",
    title: "Membership · The Lantern Coast",
    shows: "This membership tier was not found",
    noIndex: true,
  },
  { url: "/privacy-policy", title: "Privacy policy · The Lantern Coast", shows: "public-access-token", noIndex: false },
];

describe("server rendering", () => {
  it.each(SCREENS)("renders $url with its title and head", async ({ url, title, shows, noIndex }) => {
    const page = await serverRender(url);
    expect(page.status).toBe(200);
    expect(page.head).toContain(`<title>${title}</title>`);
    expect(page.head.includes('<meta name="robots" content="noindex">')).toBe(noIndex);
    expect(page.body).toContain(shows);
  });

  it("renders the login form with its button disabled, so nothing can be sent before the page runs", async () => {
    const page = await serverRender("/login");
    const html = document.createElement("div");
    html.innerHTML = page.body;
    const form = html.querySelector("form.auth-form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
  });

  it.each(SCREENS)("hydrates $url without a mismatch, even for a logged-in fan with a full cart", async ({ url }) => {
    const page = await serverRender(url);
    fakeApi(loggedInAs());
    localStorage.setItem(
      "backline-cart",
      JSON.stringify([
        {
          productId: "p1",
          productVariantId: "v1",
          title: "Salt and Static",
          price: 9,
          isGift: false,
          quantity: 1,
          canIncreaseQuantity: false,
          payWhatYouWant: false,
        },
      ]),
    );
    window.history.replaceState(null, "", url);
    const container = document.createElement("div");
    container.innerHTML = page.body;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error");
    await act(async () => {
      root = hydrateRoot(container, <App initial={page.state} data={data} store={new RouteDataStore(page.state.routeData)} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
