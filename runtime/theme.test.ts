import { describe, expect, it } from "vitest";
import { resolveTheme, themeCss, themeVariables } from "./theme";

describe("resolveTheme", () => {
  it("fills in the SPEC §9 defaults", () => {
    expect(resolveTheme()).toEqual({
      colors: { text: "#ffffff", primary: "#d4bbcf", background: "#1c1d29", textPrimary: "#1c1d29" },
      cornerRadius: 10,
      fontFamily: "Arial",
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
      "--bl-font-family": "Arial",
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
    });
  });
});

describe("themeCss", () => {
  it("writes the variables as one declaration block", () => {
    expect(themeCss()).toBe(
      "--bl-color-text: #ffffff; --bl-color-primary: #d4bbcf; --bl-color-background: #1c1d29; " +
        "--bl-color-text-primary: #1c1d29; --bl-radius: 10px; --bl-font-family: Arial;",
    );
  });

  it("uses the overrides", () => {
    expect(themeCss({ colors: { primary: "#abcdef" }, cornerRadius: 0 })).toBe(
      "--bl-color-text: #ffffff; --bl-color-primary: #abcdef; --bl-color-background: #1c1d29; " +
        "--bl-color-text-primary: #1c1d29; --bl-radius: 0px; --bl-font-family: Arial;",
    );
  });
});
