// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Router, Switch, useLocation } from "wouter";
import type { SiteData } from "../../../schema/siteData";
import { RouteDataStore, RouteDataStoreContext } from "../../app/RouteDataStore";
import { RouteView } from "../../app/RouteView";
import { loadScreen, routeDataKey } from "../../app/routeTypes";
import { SiteContext } from "../../app/SiteContext";
import { SiteProviders } from "../../app/session";
import { fakeApi, loggedInAs, resetBrowser, TEST_FAN, TEST_PROFILE, TEST_SITE } from "../account/screenTesting";
import { membersRoute } from "./membersRoute";
import { engagementRoutes, fakePostsData, INNER, LOCKED_CAPTION, LOCKED_IMAGE } from "./membersTestKit";

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  cleanup();
  resetBrowser();
});

function RouteOf() {
  const [pathname] = useLocation();
  return <RouteView route={membersRoute} pathname={pathname} params={{}} />;
}

function Tree({ data, store, ssr }: { data: SiteData; store: RouteDataStore; ssr?: { path: string; search: string } }) {
  return (
    <SiteContext.Provider value={{ profile: TEST_PROFILE, site: TEST_SITE, data, renderedAt: 0 }}>
      <RouteDataStoreContext.Provider value={store}>
        <Router {...(ssr ? { ssrPath: ssr.path, ssrSearch: ssr.search } : {})}>
          <SiteProviders>
            <Switch>
              <Route path="/members">{() => <RouteOf />}</Route>
            </Switch>
          </SiteProviders>
        </Router>
      </RouteDataStoreContext.Provider>
    </SiteContext.Provider>
  );
}

/** Renders `href` as the server does (a visitor's data, then HTML), then hydrates it as the browser does. */
async function serverThenBrowser(href: string) {
  const [path = "/members", query = ""] = href.split("?");
  const search = new URLSearchParams(query);
  const serverData = fakePostsData();
  const loaded = await membersRoute.load?.({ pathname: path, params: {}, search, data: serverData });
  // The screen's own chunk, which the server and the browser load before rendering it (entry-server, entry-client).
  await loadScreen(membersRoute);
  const embedded = new RouteDataStore({ [routeDataKey(membersRoute, path, search)]: loaded }).toJSON();
  const html = renderToString(<Tree data={serverData} store={new RouteDataStore(embedded)} ssr={{ path, search: query }} />);

  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const browserData = fakePostsData();
  window.history.replaceState(null, "", href);
  const errors = vi.spyOn(console, "error");
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Tree data={browserData} store={new RouteDataStore(JSON.parse(JSON.stringify(embedded)))} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { html, container, serverData, browserData, errors, recoverable };
}

describe("/members, rendered on the server and hydrated", () => {
  it("hydrates a visitor's view with its query from the embedded data, without fetching or mismatching", async () => {
    fakeApi();
    const { html, browserData, errors, recoverable, serverData } = await serverThenBrowser("/members?search=r&type=image&page=1");
    expect(serverData.calls).toEqual([{ query: { page: 1, limit: 10, query: "r", type: "image" }, viewer: "visitor" }]);
    expect(html).toContain("Posts");
    expect(html).toContain('value="r"');
    expect(html).toContain("Rehearsal room");
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(browserData.calls).toEqual([]);
  });

  it("sends none of a locked post's content in the HTML or the embedded data", async () => {
    fakeApi();
    const { html } = await serverThenBrowser("/members");
    expect(html).toContain("Content Locked");
    expect(html).not.toContain(LOCKED_CAPTION);
    expect(html).not.toContain(LOCKED_IMAGE);
  });

  it("shows a logged-in member their tier's posts after hydrating, loading them with their session", async () => {
    fakeApi({ ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: INNER.id } }), ...engagementRoutes() });
    const { browserData, recoverable } = await serverThenBrowser("/members");
    expect(recoverable).toEqual([]);
    expect(await screen.findByText(LOCKED_CAPTION)).toBeTruthy();
    expect(browserData.calls.map((call) => call.viewer)).toEqual(["fan"]);
  });
});
