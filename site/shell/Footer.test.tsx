// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BACKLINE_URL } from "./Footer";
import { RENDERED_AT, renderShell } from "./testing";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const footer = () => screen.getByRole("contentinfo");

describe("Footer", () => {
  it("shows '© year artist' with the year the server rendered the page in, in UTC", () => {
    renderShell();
    // RENDERED_AT is 23:30 UTC on 31 December 2025, whatever the local time zone says.
    expect(within(footer()).getByText("© 2025 Neon Coast")).toBeTruthy();
    cleanup();
    renderShell({ renderedAt: RENDERED_AT + 60 * 60 * 1000 });
    expect(within(footer()).getByText("© 2026 Neon Coast")).toBeTruthy();
  });

  it("links the social icons by name, in a new tab, sanitized", () => {
    renderShell({
      settings: {
        socialLinks: [
          { icon: "instagram", href: "https://instagram.com/neoncoast" },
          { icon: "youtube", href: "youtube.com/@neoncoast" },
          { icon: "twitter", href: "javascript:alert(1)" },
          { icon: "website", href: "https://neoncoast.example" },
        ],
      },
    });
    const social = within(footer()).getByRole("list", { name: "Social links" });
    const links = within(social).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual(["Instagram", "YouTube", "Twitter", "Website"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://instagram.com/neoncoast",
      "https://youtube.com/@neoncoast",
      "about:blank",
      "https://neoncoast.example",
    ]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    }
  });

  it("has no social list when there are no social links", () => {
    renderShell();
    expect(within(footer()).queryByRole("list", { name: "Social links" })).toBeNull();
  });

  it("has the powered-by link", () => {
    renderShell();
    const powered = within(footer()).getByRole("link", { name: "Powered by Backline" });
    expect(powered.getAttribute("href")).toBe(BACKLINE_URL);
    expect(powered.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("leaves the powered-by link out when the operator turned it off (SHOW_POWERED_BY=false, issue 34, item 8)", () => {
    renderShell({ poweredBy: false });
    expect(within(footer()).queryByRole("link", { name: "Powered by Backline" })).toBeNull();
    expect(footer().textContent).not.toContain("Backline");
    cleanup();
    renderShell({ poweredBy: true });
    expect(within(footer()).getByRole("link", { name: "Powered by Backline" })).toBeTruthy();
  });

  it("links the privacy policy", () => {
    renderShell();
    expect(within(footer()).getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe("/privacy-policy");
  });
});
