// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoutes, resetBrowser } from "../screens/account/screenTesting";
import { SITE_ROUTES } from "./routes";
import { defineRoute, lazyScreen, lazyScreenSource, loadScreen, type ScreenProps, screenOf } from "./routeTypes";

afterEach(() => {
  cleanup();
  resetBrowser();
});

/** A screen whose chunk arrives when the test says. */
function deferredScreen() {
  let arrive: (ok: boolean) => void = () => {};
  let imports = 0;
  const Screen = (_props: ScreenProps<null>) => <h1>The lazy screen</h1>;
  const lazy = lazyScreen<null>("screens/Probe.tsx", () => {
    imports += 1;
    return new Promise((resolve, reject) => {
      arrive = (ok) => (ok ? resolve(Screen) : reject(new Error("offline")));
    });
  });
  const route = defineRoute<null>({ id: "probe", path: "/probe", Screen: lazy, head: () => ({ title: "Probe", canonicalPath: "/probe" }) });
  return { route, Screen, arrive: (ok: boolean) => act(async () => arrive(ok)), imports: () => imports };
}

describe("a route with a lazy screen", () => {
  it("shows the loading state until its chunk arrives, then the screen", async () => {
    const probe = deferredScreen();
    renderRoutes([probe.route], "/probe");
    expect(screen.getByText("Loading…")).toBeTruthy();
    await probe.arrive(true);
    expect(screen.getByRole("heading", { name: "The lazy screen" })).toBeTruthy();
    expect(screenOf(probe.route)).toBe(probe.Screen);
  });

  it("says the page could not be loaded when its chunk fails, and downloads it again on the next visit", async () => {
    const probe = deferredScreen();
    renderRoutes([probe.route], "/probe");
    await probe.arrive(false);
    expect(screen.getByRole("alert").textContent).toContain("This page could not be loaded.");
    cleanup();
    renderRoutes([probe.route], "/probe");
    await probe.arrive(true);
    expect(screen.getByRole("heading", { name: "The lazy screen" })).toBeTruthy();
    expect(probe.imports()).toBe(2);
  });

  it("renders at once, with no loading state, once its screen is loaded (as on hydration)", async () => {
    const probe = deferredScreen();
    const loading = loadScreen(probe.route);
    await probe.arrive(true);
    await loading;
    renderRoutes([probe.route], "/probe");
    expect(screen.getByRole("heading", { name: "The lazy screen" })).toBeTruthy();
    expect(probe.imports()).toBe(1);
  });
});

describe("the site's lazy screens", () => {
  const routes = () => Promise.all(SITE_ROUTES.map((entry) => entry.load()));

  it("are every screen but the page screen, which the home page needs at once", async () => {
    const lazyRoutes = (await routes()).filter((route) => lazyScreenSource(route) !== null);
    expect(lazyRoutes.map((route) => route.id).sort()).toEqual(
      SITE_ROUTES.map((route) => route.id)
        .filter((id) => id !== "document")
        .sort(),
    );
  });

  it("each name the source their chunk is built from (the server preloads that chunk)", async () => {
    for (const route of await routes()) {
      const source = lazyScreenSource(route);
      if (source === null) continue;
      const module = (await import(`../${source}`)) as Record<string, unknown>;
      expect(Object.values(module), route.id).toContain(screenOf(route));
    }
  });
});

describe("the site's route table", () => {
  it("has every route but the page route's in a chunk of its own, named by its source, at the path its module says", async () => {
    for (const entry of SITE_ROUTES) {
      const route = await entry.load();
      expect([route.id, route.path]).toEqual([entry.id, entry.path]);
      expect(entry.loaded()).toBe(route);
      if (entry.id === "document") {
        expect(entry.source).toBeNull();
        continue;
      }
      const module = (await import(`../${entry.source}`)) as Record<string, unknown>;
      const exported = Object.values(module).flatMap((value) => (Array.isArray(value) ? value : [value]));
      expect(exported, entry.id).toContain(route);
    }
  });
});
