import { describe, expect, it } from "vitest";
import { siteFontHead } from "./fontHead";

const facesOf = (css: string) =>
  css
    .split("\n")
    .filter(Boolean)
    .map((rule) => {
      const value = (name: string) => new RegExp(`${name}: ([^;]+);`).exec(rule)?.[1];
      return {
        family: value("font-family"),
        style: value("font-style"),
        weight: value("font-weight"),
        display: value("font-display"),
        file: /url\(([^)]+)\)/.exec(rule)?.[1]?.replace(/^\/assets\/fonts\/[^/]+\//, ""),
      };
    });

describe("siteFontHead", () => {
  it("declares nothing and preloads nothing for a site on device fonts", () => {
    expect(siteFontHead(undefined)).toEqual({ css: "", preloads: [] });
    expect(siteFontHead({ bodyFont: "system-serif" })).toEqual({ css: "", preloads: [] });
    expect(siteFontHead({ fontFamily: "Trebuchet MS" })).toEqual({ css: "", preloads: [] });
  });

  it("gives a variable body font one face a style, covering every weight, in Latin and Latin Extended", () => {
    const { css, preloads } = siteFontHead({ bodyFont: "inter" });
    expect(facesOf(css)).toEqual([
      { family: '"Inter Variable"', style: "normal", weight: "100 900", display: "swap", file: "inter-latin-wght-normal.woff2" },
      { family: '"Inter Variable"', style: "normal", weight: "100 900", display: "swap", file: "inter-latin-ext-wght-normal.woff2" },
      { family: '"Inter Variable"', style: "italic", weight: "100 900", display: "swap", file: "inter-latin-wght-italic.woff2" },
      { family: '"Inter Variable"', style: "italic", weight: "100 900", display: "swap", file: "inter-latin-ext-wght-italic.woff2" },
    ]);
    expect(css).toContain("unicode-range: U+0000-00FF");
    expect(preloads).toEqual([expect.stringMatching(/^\/assets\/fonts\/inter-\d+\.\d+\.\d+\/inter-latin-wght-normal\.woff2$/)]);
  });

  it("declares a static body font in regular and bold, upright and italic only, and headings in their one weight", () => {
    const { css, preloads } = siteFontHead({ bodyFont: "libre-baskerville", headingFont: "bebas-neue" });
    const latin = facesOf(css).filter((face) => !face.file?.includes("latin-ext"));
    expect(latin.map((face) => `${face.family} ${face.weight} ${face.style}`)).toEqual([
      '"Libre Baskerville" 400 normal',
      '"Libre Baskerville" 700 normal',
      '"Libre Baskerville" 400 italic',
      '"Libre Baskerville" 700 italic',
      '"Bebas Neue" 400 normal',
    ]);
    expect(facesOf(css).every((face) => face.display === "swap")).toBe(true);
    expect(preloads.map((href) => href.replace(/^.*\//, ""))).toEqual([
      "libre-baskerville-latin-400-normal.woff2",
      "bebas-neue-latin-400-normal.woff2",
    ]);
  });

  it("declares no italic for a family without one, nor a weight it lacks", () => {
    const faces = facesOf(siteFontHead({ bodyFont: "anton" }).css);
    expect(faces.map((face) => face.file)).toEqual(["anton-latin-400-normal.woff2", "anton-latin-ext-400-normal.woff2"]);
  });

  it("shares a family's faces between the text and the headings, preloading it once", () => {
    const both = siteFontHead({ bodyFont: "lora", headingFont: "lora" });
    expect(both).toEqual(siteFontHead({ bodyFont: "lora" }));
    expect(both.preloads).toHaveLength(1);
  });

  it("loads only the headings' font when the text stays on device fonts", () => {
    const { css, preloads } = siteFontHead({ headingFont: "oswald" });
    expect(new Set(facesOf(css).map((face) => face.family))).toEqual(new Set(['"Oswald Variable"']));
    expect(facesOf(css).map((face) => face.style)).toEqual(["normal", "normal"]);
    expect(preloads).toHaveLength(1);
  });
});
