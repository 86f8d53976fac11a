// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { TOKEN_STORAGE_KEY } from "../../machines/auth/authMachine";
import { CART_STORAGE_KEY } from "../../machines/cart/cartMachine";
import { SiteContext } from "../app/SiteContext";
import { SiteProviders } from "../app/session";
import { Layout } from "./Layout";
import { ADA, cartItem, stubApi, testSite } from "./testing";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Shell() {
  return (
    <SiteContext.Provider value={testSite({ headerLinks: [{ href: "/music", label: "Music" }] })}>
      <Router ssrPath="/music" ssrSearch="">
        <SiteProviders>
          <Layout>
            <h1>Page</h1>
          </Layout>
        </SiteProviders>
      </Router>
    </SiteContext.Provider>
  );
}

describe("Hydrating the shell", () => {
  it("matches the server's HTML even for a logged-in fan with a saved cart, then shows them", async () => {
    // The server saw none of this: the first browser render must still be a visitor with an empty cart.
    const html = renderToString(<Shell />);
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-ada");
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([cartItem()]));
    stubApi(ADA);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error");

    const root = await act(async () => hydrateRoot(container, <Shell />, { onRecoverableError: recoverable }));

    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("button", { name: "Cart, 1 item" })).toBeTruthy();
    await waitFor(() => expect(within(banner).getByRole("button", { name: "Account: Ada Lovelace" })).toBeTruthy());
    act(() => root.unmount());
    container.remove();
  });
});
