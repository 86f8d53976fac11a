// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteDataStore } from "../../app/RouteDataStore";
import { type AnySiteRoute, loadScreen, routeDataKey } from "../../app/routeTypes";
import { musicDetailRoute } from "./musicDetailRoute";
import { musicListRoute } from "./musicListRoute";
import { fakeSiteData, RouteTree, release, track, variant } from "./musicTestKit";

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

const catalogue = [
  ...Array.from({ length: 12 }, (_, index) => release(`r${index + 1}`, { releaseType: index % 2 ? "single" : "album" })),
  release("pw", {
    title: "Lighthouse Tapes",
    variants: [
      variant({ id: "v-pw", price: 5, payWhatYouWant: true, tracks: [track("t1", { hasExplicitContent: true, isFeatured: true })] }),
    ],
  }),
];

/** Renders `href` as the server does (load, then HTML), then hydrates it as the browser does, with the embedded data. */
async function serverThenBrowser(route: AnySiteRoute, href: string, params: Record<string, string>) {
  const [pathname = "/", query = ""] = href.split("?");
  const search = new URLSearchParams(query);
  const serverData = fakeSiteData(catalogue);
  const loaded = await route.load?.({ pathname, params, search, data: serverData });
  // The screen's own chunk, which the server and the browser load before rendering it (entry-server, entry-client).
  await loadScreen(route);
  const embedded = new RouteDataStore({ [routeDataKey(route, pathname, search)]: loaded }).toJSON();
  const html = renderToString(
    <RouteTree route={route} data={serverData} store={new RouteDataStore(embedded)} router={{ ssrPath: pathname, ssrSearch: query }} />,
  );

  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const browserData = fakeSiteData(catalogue);
  // The browser's own address, as in entry-client.
  window.history.replaceState(null, "", href);
  const errors = vi.spyOn(console, "error");
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <RouteTree route={route} data={browserData} store={new RouteDataStore(JSON.parse(JSON.stringify(embedded)))} router={{}} />,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { html, container, browserData, errors, recoverable };
}

describe("server rendering and hydration", () => {
  it("hydrates /music with a query from the embedded data, without fetching or mismatching", async () => {
    const { html, container, browserData, errors, recoverable } = await serverThenBrowser(
      musicListRoute,
      "/music?search=release&releaseType=album&page=1",
      {},
    );
    expect(html).toContain("My Music");
    expect(html).toContain('value="release"');
    expect(recoverable.map((error) => `${String(error)} ${String((error as Error).cause)}`)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(browserData.calls).toEqual([]);
    expect(container.innerHTML).toContain("Release r1");
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("release");
  });

  it("hydrates a release page the same way", async () => {
    const { html, browserData, errors, recoverable } = await serverThenBrowser(musicDetailRoute, "/music/pw", { id: "pw" });
    expect(html).toContain("Lighthouse Tapes");
    expect(html).toContain("Your price (USD)");
    expect(recoverable.map((error) => `${String(error)} ${String((error as Error).cause)}`)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(browserData.calls).toEqual([]);
  });

  it("sends the release's buttons disabled until the page's script has taken over, so no click is lost", async () => {
    const { html } = await serverThenBrowser(musicDetailRoute, "/music/pw", { id: "pw" });
    const served = document.createElement("div");
    served.innerHTML = html;
    const servedButton = (name: string) => [...served.querySelectorAll("button")].find((button) => button.textContent === name);
    expect(servedButton("Buy Now")?.disabled).toBe(true);
    expect(servedButton("Send as gift")?.disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Buy Now" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole("button", { name: "Send as gift" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
