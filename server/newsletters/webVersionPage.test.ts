import { describe, expect, it } from "vitest";
import { type WebVersionChrome, webVersionPage } from "./webVersionPage";

const email =
  '<!DOCTYPE html><html><head><title>News</title></head><body style="margin:0"><table><tr><td>Tour dates are out.</td></tr></table></body></html>';

const chrome: WebVersionChrome = {
  origin: "https://band.example",
  artistName: "Salt & Static",
  settings: {
    colors: { text: "#112233", background: "#fafafa" },
    fontFamily: "Georgia",
    headerLinks: [
      { href: "/music", label: "Music" },
      { href: "shop.example/merch", label: "Merch" },
      { href: "javascript:alert(1)", label: "Sneaky" },
    ],
    socialLinks: [{ href: "https://instagram.com/saltstatic", icon: "instagram" }],
  },
  year: 2026,
  poweredBy: true,
};

describe("the newsletter's web version page", () => {
  it("puts the site's header before the email and its footer after it, inside the email's body", () => {
    const page = webVersionPage(email, chrome);
    const header = page.indexOf("<header");
    const content = page.indexOf("Tour dates are out.");
    const footer = page.indexOf("<footer");
    expect(page.indexOf('<body style="margin:0">')).toBeLessThan(header);
    expect(header).toBeLessThan(content);
    expect(content).toBeLessThan(footer);
    expect(footer).toBeLessThan(page.indexOf("</body>"));
  });

  it("names the artist in capitals and links home, the header links and the footer on the artist's own address", () => {
    const page = webVersionPage(email, chrome);
    expect(page).toContain('<a href="https://band.example/" style="color:#112233;');
    expect(page).toContain(">SALT &amp; STATIC</a>");
    expect(page).toContain('<a href="https://band.example/music"');
    expect(page).toContain('<a href="https://shop.example/merch"');
    expect(page).not.toContain("javascript:");
    expect(page).not.toContain("Sneaky");
    expect(page).toContain("© 2026 Salt &amp; Static");
    expect(page).toContain('<a href="https://band.example/privacy-policy"');
    expect(page).toContain('href="https://instagram.com/saltstatic"');
    expect(page).toContain(">Instagram</a>");
    expect(page).toContain("Powered by Backline");
    expect(page).toContain("background-color:#fafafa;color:#112233;font-family:Georgia, Arial, sans-serif");
  });

  it("shows the logo instead of the name, from the artist's address, and leaves out what the operator turned off", () => {
    const page = webVersionPage(email, { ...chrome, settings: { logo: "/media/logo.png" }, poweredBy: false });
    expect(page).toContain('<img src="https://band.example/media/logo.png" alt="Salt &amp; Static"');
    expect(page).not.toContain("SALT &amp; STATIC");
    expect(page).not.toContain("Powered by Backline");
    expect(page).not.toContain("<nav");
    // The theme's defaults before the site is published.
    expect(page).toContain("background-color:#1c1d29;color:#ffffff");
  });
});
