import { describe, expect, it } from "vitest";
import { matchPattern, matchSiteRoute } from "./matchRoute";
import { defineRoute } from "./routeTypes";

describe("matchPattern", () => {
  it("matches literal segments and captures decoded parameters", () => {
    expect(matchPattern("/music", "/music")).toEqual({});
    expect(matchPattern("/music/:id", "/music/night%20drive")).toEqual({ id: "night drive" });
    expect(matchPattern("/music/:id", "/music")).toBeNull();
    expect(matchPattern("/music/:id", "/music/a/b")).toBeNull();
    expect(matchPattern("/music", "/musical")).toBeNull();
  });

  it("refuses a parameter that is not valid percent-encoding", () => {
    expect(matchPattern("/music/:id", "/music/%E0%A4%A")).toBeNull();
  });

  it("catches everything with /*", () => {
    expect(matchPattern("/*", "/about/us")).toEqual({ "*": "about/us" });
  });
});

describe("matchSiteRoute", () => {
  const route = (id: string, path: string) =>
    defineRoute({ id, path, Screen: () => null, head: () => ({ title: id, canonicalPath: path }) });
  const routes = [route("music", "/music"), route("detail", "/music/:id"), route("any", "/*")];

  it("takes the first route that matches, in order", () => {
    expect(matchSiteRoute(routes, "/music").route.id).toBe("music");
    expect(matchSiteRoute(routes, "/music/x")).toMatchObject({ route: { id: "detail" }, params: { id: "x" } });
    expect(matchSiteRoute(routes, "/somewhere").route.id).toBe("any");
  });

  it("needs a catch-all at the end", () => {
    expect(() => matchSiteRoute([route("music", "/music")], "/x")).toThrow("No route matches /x");
  });
});
