// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { loadUplot } from "./TimeChart";

describe("uPlot's lazy chunk (issue 38)", () => {
  it("loads uPlot's constructor with its stylesheet", async () => {
    // uPlot follows the screen's pixel ratio through matchMedia, which jsdom lacks.
    vi.stubGlobal("matchMedia", () => ({
      matches: false,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    }));
    const Uplot = await loadUplot();
    expect(typeof Uplot).toBe("function");
    expect(Uplot.name).toBe("uPlot");
    vi.unstubAllGlobals();
  });
});
