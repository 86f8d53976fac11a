// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Router, Switch, useLocation } from "wouter";
import type { Account } from "../../schema/api/accounts";
import { type DataViewer, VISITOR_VIEWER, viewerKey } from "../../schema/siteData";
import { fakeApi, loggedInAs, resetBrowser, TEST_FAN, TEST_PROFILE, TEST_SITE, testSiteData } from "../screens/account/screenTesting";
import { dataViewerOf } from "./dataViewer";
import { RouteDataStore, RouteDataStoreContext } from "./RouteDataStore";
import { RouteView } from "./RouteView";
import { type AnySiteRoute, defineRoute, routeDataKey } from "./routeTypes";
import { SiteContext } from "./SiteContext";
import { SiteProviders } from "./session";

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  cleanup();
  resetBrowser();
});

const FAN: DataViewer = { kind: "fan", accountId: "fan-1", membershipTierId: "tier-inner" };

/** A route whose data says whom it was loaded for, counting its loads. */
function whoRoute(perViewer: boolean) {
  const loads: string[] = [];
  const route = defineRoute<string>({
    id: "who",
    path: "/who",
    perViewer,
    load: async ({ viewer = VISITOR_VIEWER }) => {
      loads.push(viewerKey(viewer));
      return viewerKey(viewer);
    },
    Screen: ({ data }) => <p>Loaded for {data}</p>,
    head: () => ({ title: "Who", canonicalPath: "/who" }),
  });
  return { route, loads };
}

function RouteOf({ route }: { route: AnySiteRoute }) {
  const [pathname] = useLocation();
  return <RouteView route={route} pathname={pathname} params={{}} />;
}

function Tree({ route, store, ssr }: { route: AnySiteRoute; store: RouteDataStore; ssr?: boolean }) {
  const site = { profile: TEST_PROFILE, site: TEST_SITE, data: testSiteData(), renderedAt: 0 };
  return (
    <SiteContext.Provider value={site}>
      <RouteDataStoreContext.Provider value={store}>
        <Router {...(ssr ? { ssrPath: "/who", ssrSearch: "" } : {})}>
          <SiteProviders>
            <Switch>
              <Route path="/who">{() => <RouteOf route={route} />}</Route>
            </Switch>
          </SiteProviders>
        </Router>
      </RouteDataStoreContext.Provider>
    </SiteContext.Provider>
  );
}

describe("route data that depends on who is looking", () => {
  it("keys a perViewer route's data by the viewer, and leaves other routes' keys alone", () => {
    const { route } = whoRoute(true);
    const search = new URLSearchParams("b=2&a=1");
    expect(routeDataKey(route, "/who", search)).toBe("/who?b=2&a=1@visitor");
    expect(routeDataKey(route, "/who", search, VISITOR_VIEWER)).toBe("/who?b=2&a=1@visitor");
    expect(routeDataKey(route, "/who", search, FAN)).toBe("/who?b=2&a=1@fan:fan-1:tier-inner");
    expect(routeDataKey(route, "/who", search, { ...FAN, membershipTierId: null })).toBe("/who?b=2&a=1@fan:fan-1:-");
    const { route: plain } = whoRoute(false);
    expect(routeDataKey(plain, "/who", search, FAN)).toBe("/who?b=2&a=1");
  });

  it("sees a visitor until the session has started and knows a fan", () => {
    const fan: Account = { ...TEST_FAN, membership: { membershipTierId: "tier-inner" } };
    expect(dataViewerOf(false, fan)).toEqual(VISITOR_VIEWER);
    expect(dataViewerOf(true, null)).toEqual(VISITOR_VIEWER);
    expect(dataViewerOf(true, fan)).toEqual({ kind: "fan", accountId: fan.id, membershipTierId: "tier-inner" });
  });

  it("hydrates with the server's (visitor's) data, then loads the data again for the logged-in fan", async () => {
    const { route, loads } = whoRoute(true);
    const key = routeDataKey(route, "/who", new URLSearchParams());
    const embedded = { [key]: "visitor" };
    const html = renderToString(<Tree route={route} store={new RouteDataStore(embedded)} ssr />);
    expect(html).toContain("Loaded for <!-- -->visitor");

    fakeApi(loggedInAs({ ...TEST_FAN, membership: { membershipTierId: "tier-inner" } }));
    window.history.replaceState(null, "", "/who");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    const recoverable: unknown[] = [];
    const store = new RouteDataStore(JSON.parse(JSON.stringify(embedded)));
    await act(async () => {
      root = hydrateRoot(container, <Tree route={route} store={store} />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(await screen.findByText(`Loaded for fan:${TEST_FAN.id}:tier-inner`)).toBeTruthy();
    // The visitor's data came with the page; only the fan's was loaded.
    expect(loads).toEqual([`fan:${TEST_FAN.id}:tier-inner`]);
    expect(store.has(key)).toBe(true);
  });

  it("stays on the embedded data for a visitor, loading nothing", async () => {
    const { route, loads } = whoRoute(true);
    fakeApi();
    window.history.replaceState(null, "", "/who");
    render(<Tree route={route} store={new RouteDataStore({ [routeDataKey(route, "/who", new URLSearchParams())]: "visitor" })} />);
    expect(await screen.findByText("Loaded for visitor")).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(loads).toEqual([]);
  });
});
