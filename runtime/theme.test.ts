import { describe, expect, it } from "vitest";
import { keptFontOf, resolveTheme, siteFontsOf, themeCss, themeVariables } from "./theme";

describe("resolveTheme", () => {
  it("fills in the SPEC §9 defaults", () => {
    expect(resolveTheme()).toEqual({
      colors: { text: "#ffffff", primary: "#d4bbcf", background: "#1c1d29", textPrimary: "#1c1d29" },
      cornerRadius: 10,
      fontFamily: "Arial, Helvetica, sans-serif",
      headerLinks: [],
      socialLinks: [],
    });
    expect(resolveTheme({})).toEqual(resolveTheme());
  });

  it("keeps what the settings say and defaults only the rest", () => {
    expect(
      resolveTheme({
        colors: { primary: "#ff0000", textPrimary: "#000" },
        cornerRadius: 0,
        fontFamily: "Helvetica Neue",
        logo: "https://cdn.example.com/logo.png",
        headerLinks: [{ href: "/music", label: "Music" }],
        socialLinks: [{ href: "https://instagram.com/band", icon: "instagram" }],
      }),
    ).toEqual({
      colors: { text: "#ffffff", primary: "#ff0000", background: "#1c1d29", textPrimary: "#000" },
      cornerRadius: 0,
      fontFamily: "Helvetica Neue",
      logo: "https://cdn.example.com/logo.png",
      headerLinks: [{ href: "/music", label: "Music" }],
      socialLinks: [{ href: "https://instagram.com/band", icon: "instagram" }],
    });
  });

  it("does not change the settings it is given", () => {
    const settings = { colors: { text: "#eeeeee" } };
    resolveTheme(settings);
    expect(settings).toEqual({ colors: { text: "#eeeeee" } });
  });
});

describe("themeVariables", () => {
  it("names every theme value as a --bl- custom property", () => {
    expect(themeVariables()).toEqual({
      "--bl-color-text": "#ffffff",
      "--bl-color-primary": "#d4bbcf",
      "--bl-color-background": "#1c1d29",
      "--bl-color-text-primary": "#1c1d29",
      "--bl-radius": "10px",
      "--bl-font-family": "Arial, Helvetica, sans-serif",
      "--bl-font-heading": "Arial, Helvetica, sans-serif",
      "--bl-font-heading-weight": "700",
    });
  });

  it("carries overrides", () => {
    expect(
      themeVariables({ colors: { text: "#111111", background: "#222222" }, cornerRadius: 4.5, fontFamily: "'Open Sans', Arial" }),
    ).toEqual({
      "--bl-color-text": "#111111",
      "--bl-color-primary": "#d4bbcf",
      "--bl-color-background": "#222222",
      "--bl-color-text-primary": "#1c1d29",
      "--bl-radius": "4.5px",
      "--bl-font-family": "'Open Sans', Arial",
      "--bl-font-heading": "'Open Sans', Arial",
      "--bl-font-heading-weight": "700",
    });
  });
});

describe("siteFontsOf", () => {
  it("uses the chosen fonts, headings taking the body's unless they have their own", () => {
    expect(siteFontsOf({ bodyFont: "lora" })).toMatchObject({ body: { id: "lora" }, heading: { id: "lora" } });
    expect(siteFontsOf({ bodyFont: "inter", headingFont: "bebas-neue" })).toMatchObject({
      body: { id: "inter" },
      heading: { id: "bebas-neue", headingWeight: 400 },
    });
  });

  it("keeps a stack named before the picker until the body has a choice", () => {
    expect(siteFontsOf({ fontFamily: "Trebuchet MS" }).body).toEqual(keptFontOf("Trebuchet MS"));
    expect(siteFontsOf({ fontFamily: "Trebuchet MS", headingFont: "oswald" }).heading).toMatchObject({ id: "oswald" });
    expect(siteFontsOf({ fontFamily: "Trebuchet MS", bodyFont: "system-serif" }).body).toMatchObject({ id: "system-serif" });
  });

  it("is System sans for a site that never chose", () => {
    expect(siteFontsOf()).toMatchObject({ body: { id: "system-sans" }, heading: { id: "system-sans" } });
  });

  it("gives served fonts' stacks their family first and device fonts after", () => {
    expect(themeVariables({ bodyFont: "inter", headingFont: "bebas-neue" })).toMatchObject({
      "--bl-font-family": '"Inter Variable", Arial, Helvetica, sans-serif',
      "--bl-font-heading": '"Bebas Neue", Impact, Arial, sans-serif',
      "--bl-font-heading-weight": "400",
    });
  });
});

describe("themeCss", () => {
  it("writes the variables as one declaration block", () => {
    expect(themeCss()).toBe(
      "--bl-color-text: #ffffff; --bl-color-primary: #d4bbcf; --bl-color-background: #1c1d29; " +
        "--bl-color-text-primary: #1c1d29; --bl-radius: 10px; --bl-font-family: Arial, Helvetica, sans-serif; " +
        "--bl-font-heading: Arial, Helvetica, sans-serif; --bl-font-heading-weight: 700;",
    );
  });

  it("uses the overrides", () => {
    expect(themeCss({ colors: { primary: "#abcdef" }, cornerRadius: 0 })).toBe(
      "--bl-color-text: #ffffff; --bl-color-primary: #abcdef; --bl-color-background: #1c1d29; " +
        "--bl-color-text-primary: #1c1d29; --bl-radius: 0px; --bl-font-family: Arial, Helvetica, sans-serif; " +
        "--bl-font-heading: Arial, Helvetica, sans-serif; --bl-font-heading-weight: 700;",
    );
  });
});
