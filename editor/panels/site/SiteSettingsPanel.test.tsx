// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FieldEdit, MediaKind } from "../../../blocks/settings/types";
import { validateSite } from "../../../schema/generated/validators.js";
import type { SiteDocument } from "../../../schema/site";
import { SiteSettingsPanel } from "./SiteSettingsPanel";

afterEach(cleanup);

const PAGES = [
  { path: "/", title: "Home" },
  { path: "/tour", title: "Tour" },
];

function site(settings?: SiteDocument["settings"]): SiteDocument {
  return {
    schemaVersion: 1,
    kind: "site",
    theme: "default",
    ...(settings ? { settings } : {}),
    pages: [
      { id: "home", path: "/", title: "Home" },
      { id: "tour", path: "/tour", title: "Tour" },
    ],
  };
}

/** The panel over a site document it owns, as the workspace holds it; every change is also reported. */
function Host({ initial, onChange }: { initial: SiteDocument; onChange: (next: SiteDocument, field: FieldEdit) => void }) {
  const [current, setCurrent] = useState(initial);
  const pickMedia = (_type: MediaKind) => Promise.resolve<string | null>("/media/p1/logo.png");
  return (
    <SiteSettingsPanel
      site={current}
      pages={PAGES}
      pickMedia={pickMedia}
      onChange={(next, field) => {
        onChange(next, field);
        setCurrent(next);
      }}
    />
  );
}

function renderPanel(initial: SiteDocument) {
  const onChange = vi.fn<(next: SiteDocument, field: FieldEdit) => void>();
  render(<Host initial={initial} onChange={onChange} />);
  const last = () => {
    const call = onChange.mock.lastCall;
    if (!call) throw new Error("no change yet");
    return { site: call[0], field: call[1] };
  };
  return { onChange, last };
}

describe("SiteSettingsPanel", () => {
  it("shows the theme, the social links and the header links of the site", () => {
    renderPanel(site({ headerLinks: [{ href: "/tour", label: "Tour" }] }));
    expect(screen.getByRole("heading", { name: "Site settings" })).toBeTruthy();
    expect(screen.getAllByRole("region")).toEqual(
      ["Theme", "Social links", "Header links", "Search and social", "Page not found"].map((name) => screen.getByRole("region", { name })),
    );
    expect(screen.getByText("No social links added yet")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Header links" })).getByText("Tour (/tour)")).toBeTruthy();
  });

  it("changes one setting of the site document, keeping the rest, and says which field changed", () => {
    const initial = site({ cornerRadius: 4, headerLinks: [{ href: "/tour", label: "Tour" }] });
    const { last } = renderPanel(initial);
    fireEvent.change(screen.getByLabelText("Primary colour"), { target: { value: "#123456" } });
    expect(last().site).toEqual({ ...initial, settings: { ...initial.settings, colors: { primary: "#123456" } } });
    expect(last().field).toEqual({ key: "settings.colors.primary", kind: "text" });
    fireEvent.change(screen.getByRole("slider", { name: "Corner radius" }), { target: { value: "30" } });
    expect(last().site.settings).toEqual({
      cornerRadius: 30,
      colors: { primary: "#123456" },
      headerLinks: [{ href: "/tour", label: "Tour" }],
    });
    expect(last().field).toEqual({ key: "settings.cornerRadius", kind: "slider" });
    expect(validateSite(last().site)).toBe(true);
  });

  it("switches the site's theme as a choice", () => {
    const { last } = renderPanel(site());
    fireEvent.click(screen.getByRole("radio", { name: "Link Tree" }));
    expect(last().site).toEqual({ ...site(), theme: "link-tree" });
    expect(last().field).toEqual({ key: "theme", kind: "choice" });
  });

  it("keeps the site's description and social image for pages without their own, and drops them once emptied", async () => {
    const { last } = renderPanel(site());
    fireEvent.change(screen.getByLabelText("Site description"), { target: { value: "Songs from the coast." } });
    expect(last().site).toEqual({ ...site(), seo: { description: "Songs from the coast." } });
    expect(last().field).toEqual({ key: "seo.description", kind: "text" });
    const image = screen.getByRole("group", { name: "Site social image" });
    await act(async () => fireEvent.click(within(image).getByRole("button", { name: "Choose image" })));
    expect(last().site.seo).toEqual({ description: "Songs from the coast.", image: "/media/p1/logo.png" });
    expect(validateSite(last().site)).toBe(true);
    fireEvent.change(screen.getByLabelText("Site description"), { target: { value: "" } });
    fireEvent.click(within(image).getByRole("button", { name: "Remove image" }));
    expect(last().site).toEqual(site());
  });

  it("chooses a page other than home for unknown addresses, as a choice, and goes back to the standard page", () => {
    const { last } = renderPanel(site());
    const field = screen.getByRole("combobox", { name: "Page shown at unknown addresses" });
    expect(
      within(field)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Backline's standard page", "Tour (/tour)"]);
    fireEvent.change(field, { target: { value: "0" } });
    expect(last().site).toEqual({ ...site(), notFoundPage: "/tour" });
    expect(last().field).toEqual({ key: "notFoundPage", kind: "choice" });
    expect(validateSite(last().site)).toBe(true);
    fireEvent.change(field, { target: { value: "" } });
    expect(last().site).toEqual(site());
    expect(Object.hasOwn(last().site, "notFoundPage")).toBe(false);
  });

  it("removes a cleared setting from the document, so its default applies again", async () => {
    const { last } = renderPanel(site({ headingFont: "oswald" }));
    const heading = screen.getByRole("group", { name: "Heading font" });
    fireEvent.click(within(heading).getByRole("radio", { name: "Same as body System sans" }));
    expect(last().site.settings).toEqual({});
    expect(last().field).toEqual({ key: "settings.headingFont", kind: "choice" });
    expect(Object.hasOwn(last().site.settings ?? {}, "headingFont")).toBe(false);
    const logo = screen.getByRole("group", { name: "Logo" });
    await act(async () => fireEvent.click(within(logo).getByRole("button", { name: "Choose image" })));
    expect(last().site.settings).toEqual({ logo: "/media/p1/logo.png" });
    expect(last().field).toEqual({ key: "settings.logo", kind: "choice" });
    fireEvent.click(within(logo).getByRole("button", { name: "Remove image" }));
    expect(Object.keys(last().site.settings ?? {})).toEqual([]);
    expect(validateSite(last().site)).toBe(true);
  });

  it("adds social and header links to the site's settings, each list change a choice", () => {
    const { last } = renderPanel(site());
    const social = screen.getByRole("form", { name: "Add a social link" });
    fireEvent.change(within(social).getByLabelText("Platform"), { target: { value: "facebook" } });
    fireEvent.change(within(social).getByLabelText("URL"), { target: { value: "https://facebook.com/nova" } });
    fireEvent.click(within(social).getByRole("button", { name: "Add social link" }));
    expect(last().site.settings).toEqual({ socialLinks: [{ icon: "facebook", href: "https://facebook.com/nova" }] });
    expect(last().field).toEqual({ key: "settings.socialLinks", kind: "choice" });

    const header = screen.getByRole("form", { name: "Add a header link" });
    fireEvent.change(within(header).getByLabelText("Link to"), { target: { value: "page:/tour" } });
    fireEvent.click(within(header).getByRole("button", { name: "Add header link" }));
    expect(last().site.settings).toEqual({
      socialLinks: [{ icon: "facebook", href: "https://facebook.com/nova" }],
      headerLinks: [{ href: "/tour", label: "Tour" }],
    });
    expect(last().field).toEqual({ key: "settings.headerLinks", kind: "choice" });
    expect(validateSite(last().site)).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Delete Facebook https://facebook.com/nova" }));
    expect(last().site.settings).toEqual({ socialLinks: [], headerLinks: [{ href: "/tour", label: "Tour" }] });
    expect(screen.getByText("No social links added yet")).toBeTruthy();
  });
});
