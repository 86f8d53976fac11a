/**
 * For the screens' tests only (never imported by the app): a test artist and site, a fake API
 * behind the real client, and a render of routes inside the site's providers with the browser's
 * (jsdom's) location, so navigations and query strings behave as in a browser.
 */
import { render, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { Route, Router, Switch, useLocation } from "wouter";
import { initApi } from "../../../client/api/client";
import type { Account } from "../../../schema/api/accounts";
import type { MembershipTier } from "../../../schema/entities/membership";
import type { Profile } from "../../../schema/entities/people";
import type { SiteDocument } from "../../../schema/site";
import type { SiteData } from "../../../schema/siteData";
import { RouteDataStore, RouteDataStoreContext } from "../../app/RouteDataStore";
import { RouteView } from "../../app/RouteView";
import type { AnySiteRoute } from "../../app/routeTypes";
import { SiteContext, type SiteContextValue } from "../../app/SiteContext";
import { SiteProviders } from "../../app/session";
import * as siteMachines from "../../app/siteMachines";

export const TEST_PROFILE: Profile = { id: "artist-1", name: "The Lantern Coast" };
export const TEST_SITE: SiteDocument = { schemaVersion: 1, kind: "site", theme: "default", settings: {}, pages: [] };

export const TEST_TIERS: MembershipTier[] = [
  {
    id: "tier-listener",
    name: "Listener",
    payWhatYouWant: false,
    payWhatYouWantMinimum: null,
    priceMonthly: null,
    priceYearly: null,
    benefits: [{ id: "b1", title: "The monthly newsletter" }],
    includesTierIds: [],
  },
  {
    id: "tier-inner",
    name: "Inner Circle",
    payWhatYouWant: false,
    payWhatYouWantMinimum: null,
    priceMonthly: 12,
    priceYearly: 120,
    benefits: [
      { id: "b2", title: "Ticket presales" },
      { id: "b3", title: "Voice memos from the studio" },
    ],
    includesTierIds: ["tier-listener"],
  },
];

export const TEST_FAN: Account = {
  id: "fan-1",
  profileId: TEST_PROFILE.id,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  membership: { membershipTierId: "tier-inner" },
};

export function testSiteData(overrides: Partial<SiteData> = {}): SiteData {
  return {
    page: async () => null,
    featuredProducts: async () => [],
    products: async () => ({ data: [], page: 1, pageSize: 10, total: 0 }),
    product: async () => null,
    membershipTiers: async () => TEST_TIERS,
    events: async () => [],
    posts: async () => ({ data: [], page: 1, pageSize: 10, total: 0 }),
    newsletters: async () => ({ data: [], page: 1, pageSize: 20, total: 0 }),
    ...overrides,
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Answers by `"METHOD path"` (the path after /api/, without the query), such as `"POST sessions"`. */
export type FakeRoutes = Record<string, (request: Request) => Response | Promise<Response>>;

export interface FakeApi {
  /** Every request the site made, in order. */
  readonly requests: Request[];
  /** The JSON bodies of the requests to `"METHOD path"`. */
  bodies(key: string): Promise<unknown[]>;
}

/** Points the site's one API client at fake answers; an unexpected call answers 500 without a message. */
export function fakeApi(routes: FakeRoutes = {}): FakeApi {
  const requests: Request[] = [];
  initApi({
    profileId: TEST_PROFILE.id,
    baseUrl: "http://site.test/api",
    fetch: async (input) => {
      const request = input as Request;
      requests.push(request.clone());
      const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\//, "")}`;
      const answer = routes[key];
      return answer ? answer(request) : new Response("", { status: 500 });
    },
  });
  return {
    requests,
    bodies: (key) =>
      Promise.all(
        requests
          .filter((request) => `${request.method} ${new URL(request.url).pathname.replace(/^\/api\//, "")}` === key)
          .map((request) => request.clone().json()),
      ),
  };
}

/** A stored token and the API's answer for it: the site starts with this fan logged in. */
export function loggedInAs(account: Account = TEST_FAN): FakeRoutes {
  localStorage.setItem("public-access-token", "token-of-the-fan");
  return { "GET public/accounts/me": () => json(account), "GET accounts/me": () => json(account) };
}

function RouteOf({ route, params }: { route: AnySiteRoute; params: Record<string, string> }) {
  const [pathname] = useLocation();
  return <RouteView key={route.id} route={route} pathname={pathname} params={params} />;
}

/** Where the app is now: path and query, as the browser shows it. */
export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Renders `routes` at `url` as the site would (site context, route data store, session and cart
 * providers); any other path shows "Elsewhere: <path>".
 */
export function renderRoutes(
  routes: readonly AnySiteRoute[],
  url: string,
  options: { data?: SiteData; context?: Partial<SiteContextValue> } = {},
) {
  window.history.replaceState(null, "", url);
  const site: SiteContextValue = {
    profile: TEST_PROFILE,
    site: TEST_SITE,
    data: options.data ?? testSiteData(),
    renderedAt: 0,
    ...options.context,
  };
  return render(
    <SiteContext.Provider value={site}>
      <RouteDataStoreContext.Provider value={new RouteDataStore()}>
        <Router>
          <SiteProviders machines={siteMachines}>
            <Switch>
              {routes.map((route) => (
                <Route key={route.id} path={route.path}>
                  {(params) => <RouteOf route={route} params={params as Record<string, string>} />}
                </Route>
              ))}
              <Route>{() => <p>Elsewhere: {currentUrl()}</p>}</Route>
            </Switch>
          </SiteProviders>
        </Router>
      </RouteDataStoreContext.Provider>
    </SiteContext.Provider>,
  );
}

/** Forgets what a test left in the browser: storage and the address. */
export function resetBrowser(): void {
  localStorage.clear();
  window.history.replaceState(null, "", "/");
}

/** The text of the elements that describe `element` (its `aria-describedby`), as a screen reader reads it after the label. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

export function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled;
}

/** A button once the page is interactive (the site disables some until then, as a click before would post the form natively). */
export async function enabledButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
  return button;
}
