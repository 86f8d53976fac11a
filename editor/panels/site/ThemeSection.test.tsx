// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FieldEdit, MediaKind } from "../../../blocks/settings/types";
import type { SiteFontId } from "../../../schema/fonts";
import type { SiteDocument, ThemeSettings } from "../../../schema/site";
import { chooseSiteFont, type SiteFontRole } from "../../commands/chooseSiteFont";
import { ThemeSection } from "./ThemeSection";

afterEach(cleanup);

const SITE: SiteDocument = { schemaVersion: 1, kind: "site" };

/** The section over a site it owns, applying each settings patch as SiteSettingsPanel does (without compacting). */
function Host({
  initial,
  onSettings,
  onTheme,
  onFont,
  pickMedia,
}: {
  initial: SiteDocument;
  onSettings: (patch: Partial<ThemeSettings>, field: FieldEdit) => void;
  onTheme: (theme: NonNullable<SiteDocument["theme"]>, field: FieldEdit) => void;
  onFont: (role: SiteFontRole, font: SiteFontId | undefined, field: FieldEdit) => void;
  pickMedia: (type: MediaKind) => Promise<string | null>;
}) {
  const [site, setSite] = useState(initial);
  return (
    <ThemeSection
      site={site}
      pickMedia={pickMedia}
      onSettings={(patch, field) => {
        onSettings(patch, field);
        setSite((current) => ({ ...current, settings: { ...current.settings, ...patch } }));
      }}
      onTheme={(theme, field) => {
        onTheme(theme, field);
        setSite((current) => ({ ...current, theme }));
      }}
      onFont={(role, font, field) => {
        onFont(role, font, field);
        setSite((current) => chooseSiteFont(current, role, font));
      }}
    />
  );
}

function renderSection(site: SiteDocument = SITE, picked: string | null = "/media/p1/logo.png") {
  const onSettings = vi.fn();
  const onTheme = vi.fn();
  const onFont = vi.fn();
  const pickMedia = vi.fn((_type: MediaKind) => Promise.resolve(picked));
  render(<Host initial={site} onSettings={onSettings} onTheme={onTheme} onFont={onFont} pickMedia={pickMedia} />);
  return { onSettings, onTheme, onFont, pickMedia, section: screen.getByRole("region", { name: "Theme" }) };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("ThemeSection", () => {
  it("chooses the Default or the Link Tree theme, Default when the site names none", () => {
    const { onTheme } = renderSection();
    const group = screen.getByRole("group", { name: "Site theme" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => (radio.parentElement as HTMLElement).textContent),
    ).toEqual(["Default", "Link Tree"]);
    expect((within(group).getByRole("radio", { name: "Default" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole("radio", { name: "Link Tree" }));
    expect(onTheme).toHaveBeenCalledExactlyOnceWith("link-tree", { key: "theme", kind: "choice" });
    expect((within(group).getByRole("radio", { name: "Link Tree" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole("radio", { name: "Default" }));
    expect(onTheme).toHaveBeenLastCalledWith("default", { key: "theme", kind: "choice" });
  });

  it("shows the four colours as hex inputs of at most 7 characters, with the defaults as placeholders and in the pickers", () => {
    renderSection();
    const expected = [
      ["Text colour", "#ffffff"],
      ["Primary colour", "#d4bbcf"],
      ["Background colour", "#1c1d29"],
      ["Text on primary colour", "#1c1d29"],
    ];
    for (const [label, fallback] of expected as [string, string][]) {
      expect(input(label).value).toBe("");
      expect(input(label).maxLength).toBe(7);
      expect(input(label).placeholder).toBe(fallback);
      expect(input(`${label} picker`).type).toBe("color");
      expect(input(`${label} picker`).value).toBe(fallback);
    }
  });

  it("sends a typed colour as a text edit of that colour, keeping the others", () => {
    const { onSettings } = renderSection({ ...SITE, settings: { colors: { text: "#eeeeee" } } });
    expect(input("Text colour").value).toBe("#eeeeee");
    fireEvent.change(input("Primary colour"), { target: { value: "#ff0" } });
    expect(onSettings).toHaveBeenLastCalledWith(
      { colors: { text: "#eeeeee", primary: "#ff0" } },
      { key: "settings.colors.primary", kind: "text" },
    );
    // Half a colour is not sent, and says why.
    fireEvent.change(input("Background colour"), { target: { value: "#12" } });
    expect(onSettings).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Enter a hex colour such as #d4bbcf (#rgb or #rrggbb).")).toBeTruthy();
    // Anything past 7 characters is cut off.
    fireEvent.change(input("Background colour"), { target: { value: "#1234567" } });
    expect(onSettings).toHaveBeenLastCalledWith(
      { colors: { text: "#eeeeee", primary: "#ff0", background: "#123456" } },
      { key: "settings.colors.background", kind: "text" },
    );
  });

  it("sends a picked colour, and resets a colour to the default by removing it", () => {
    const { onSettings } = renderSection({ ...SITE, settings: { colors: { text: "#eeeeee", textPrimary: "#000000" } } });
    fireEvent.input(input("Text on primary colour picker"), { target: { value: "#aabbcc" } });
    expect(onSettings).toHaveBeenLastCalledWith(
      { colors: { text: "#eeeeee", textPrimary: "#aabbcc" } },
      { key: "settings.colors.textPrimary", kind: "text" },
    );
    fireEvent.click(screen.getByRole("button", { name: "Reset Text colour: Use the default colour" }));
    const [patch, field] = onSettings.mock.lastCall ?? [];
    expect(patch).toEqual({ colors: { textPrimary: "#aabbcc" } });
    expect(Object.keys(patch.colors)).toEqual(["textPrimary"]);
    expect(field).toEqual({ key: "settings.colors.text", kind: "text" });
    expect(input("Text colour").value).toBe("");
  });

  it("sends the corner radius as a slider edit from 0 to 100 px, 10 px by default", () => {
    const { onSettings } = renderSection();
    const slider = screen.getByRole("slider", { name: "Corner radius" }) as HTMLInputElement;
    expect([slider.value, slider.min, slider.max]).toEqual(["10", "0", "100"]);
    expect(slider.getAttribute("aria-valuetext")).toBe("10px");
    fireEvent.change(slider, { target: { value: "24" } });
    expect(onSettings).toHaveBeenCalledExactlyOnceWith({ cornerRadius: 24 }, { key: "settings.cornerRadius", kind: "slider" });
    expect(slider.getAttribute("aria-valuetext")).toBe("24px");
  });

  it("chooses the heading and body fonts from the list, headings following the body until they have their own", () => {
    const { onFont, onSettings } = renderSection();
    const heading = screen.getByRole("group", { name: "Heading font" });
    const body = screen.getByRole("group", { name: "Body font" });
    const checkedIn = (group: HTMLElement) => within(group).getByRole("radio", { checked: true }).closest("label")?.textContent;
    expect(checkedIn(heading)).toBe("Same as body System sans");
    expect(checkedIn(body)).toBe("System sans");
    fireEvent.click(within(body).getByRole("radio", { name: "Lora" }));
    expect(onFont).toHaveBeenLastCalledWith("body", "lora", { key: "settings.bodyFont", kind: "choice" });
    expect(checkedIn(heading)).toBe("Same as body Lora");
    fireEvent.click(within(heading).getByRole("radio", { name: "Bebas Neue" }));
    expect(onFont).toHaveBeenLastCalledWith("heading", "bebas-neue", { key: "settings.headingFont", kind: "choice" });
    fireEvent.click(within(heading).getByRole("radio", { name: /^Same as body/ }));
    expect(onFont).toHaveBeenLastCalledWith("heading", undefined, { key: "settings.headingFont", kind: "choice" });
    expect(onSettings).not.toHaveBeenCalled();
  });

  it("offers a stack the site named before the picker as the body's first choice, and goes back to it", () => {
    const { onFont } = renderSection({ ...SITE, settings: { fontFamily: "Trebuchet MS" } });
    const body = screen.getByRole("group", { name: "Body font" });
    const kept = within(body).getByRole("radio", { name: "Trebuchet MS from before" }) as HTMLInputElement;
    expect(kept.checked).toBe(true);
    fireEvent.click(within(body).getByRole("radio", { name: "Inter" }));
    expect(kept.checked).toBe(false);
    fireEvent.click(kept);
    expect(onFont).toHaveBeenLastCalledWith("body", undefined, { key: "settings.bodyFont", kind: "choice" });
    expect(kept.checked).toBe(true);
  });

  it("chooses the logo through the media picker, as one step, and removes it", async () => {
    const { onSettings, pickMedia } = renderSection();
    const logo = screen.getByRole("group", { name: "Logo" });
    expect(within(logo).getByText("No image chosen")).toBeTruthy();
    await act(async () => fireEvent.click(within(logo).getByRole("button", { name: "Choose image" })));
    expect(pickMedia).toHaveBeenCalledExactlyOnceWith("image");
    expect(onSettings).toHaveBeenLastCalledWith({ logo: "/media/p1/logo.png" }, { key: "settings.logo", kind: "choice" });
    expect(within(logo).getByText("logo.png")).toBeTruthy();
    fireEvent.click(within(logo).getByRole("button", { name: "Remove image" }));
    expect(onSettings).toHaveBeenLastCalledWith({ logo: undefined }, { key: "settings.logo", kind: "choice" });
  });

  it("leaves the logo as it is when the picker is closed without a choice", async () => {
    const { onSettings, pickMedia } = renderSection({ ...SITE, settings: { logo: "/media/p1/old.png" } }, null);
    const logo = screen.getByRole("group", { name: "Logo" });
    await act(async () => fireEvent.click(within(logo).getByRole("button", { name: "Change image" })));
    expect(pickMedia).toHaveBeenCalledOnce();
    expect(onSettings).not.toHaveBeenCalled();
    expect(within(logo).getByText("old.png")).toBeTruthy();
  });
});
