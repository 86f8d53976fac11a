// @vitest-environment node
// The server has no window and no localStorage: this renders the shell as site/entry-server.tsx does.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { SiteContext } from "../app/SiteContext";
import { SiteProviders } from "../app/session";
import { Layout } from "./Layout";
import { testSite } from "./testing";

function renderOnServer(path: string, search = ""): string {
  return renderToString(
    <SiteContext.Provider
      value={testSite({
        headerLinks: [{ href: "/music", label: "Music" }],
        socialLinks: [{ icon: "instagram", href: "https://instagram.com/neoncoast" }],
      })}
    >
      <Router ssrPath={path} ssrSearch={search}>
        <SiteProviders>
          <Layout>
            <h1>Page</h1>
          </Layout>
        </SiteProviders>
      </Router>
    </SiteContext.Provider>,
  );
}

describe("The shell on the server", () => {
  it("renders without a window", () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    expect(() => renderOnServer("/")).not.toThrow();
  });

  it("shows a visitor with an empty cart", () => {
    const html = renderOnServer("/music", "page=2");
    expect(html).toContain("NEON COAST");
    expect(html).toContain('aria-label="Cart, empty"');
    expect(html).not.toContain("shell-cart-button__badge");
    expect(html).toContain('href="/login?redirect=/music?page=2"');
    expect(html).toContain(">Log in</a>");
    expect(html).not.toContain("Log out");
    expect(html).toContain("© 2025 Neon Coast");
    expect(html).toContain("Powered by Backline");
  });

  it("renders no dialog and no toast text (they open in the browser)", () => {
    const html = renderOnServer("/");
    expect(html).not.toContain("<dialog");
    expect(html).not.toContain("My Cart");
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain("Item added to cart");
  });
});
