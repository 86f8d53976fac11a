/**
 * Test helpers for the shell's tests: a test artist and site, a stub of the API for the auth
 * machine, and the shell rendered inside the real providers (SiteContext, SiteProviders, a wouter
 * router on a memory location). Imported by tests only.
 */
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { initApi } from "../../client/api/client";
import type { AuthActorRef } from "../../machines/auth/authRequests";
import type { Account } from "../../schema/api/accounts";
import type { CartItem } from "../../schema/entities/commerce";
import type { ThemeSettings } from "../../schema/site";
import type { SiteData } from "../../schema/siteData";
import { SiteContext, type SiteContextValue } from "../app/SiteContext";
import { type CartActorRef, SiteProviders, useAuth, useCart } from "../app/session";
import * as siteMachines from "../app/siteMachines";
import { Layout } from "./Layout";

export const PROFILE = { id: "neon-coast", name: "Neon Coast" } as const;

/** 23:30 UTC on New Year's Eve 2025: already 2026 east of Greenwich. */
export const RENDERED_AT = Date.UTC(2025, 11, 31, 23, 30);

const noData = () => Promise.reject(new Error("the shell's tests load no data"));
export const NO_SITE_DATA: SiteData = {
  page: noData,
  featuredProducts: noData,
  products: noData,
  product: noData,
  membershipTiers: noData,
  events: noData,
  posts: noData,
  newsletters: noData,
};

export function testSite(settings: ThemeSettings = {}, renderedAt = RENDERED_AT): SiteContextValue {
  return { profile: PROFILE, site: { schemaVersion: 1, kind: "site", settings }, data: NO_SITE_DATA, renderedAt };
}

export const ADA: Account = {
  id: "fan-ada",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  membership: { membershipTierId: null },
  profileId: PROFILE.id,
};

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productId: "night-drive",
    productVariantId: "night-drive-digital",
    title: "Night Drive",
    price: 12,
    coverImage: "/media/night-drive.jpg",
    isGift: false,
    quantity: 1,
    canIncreaseQuantity: false,
    payWhatYouWant: false,
    ...overrides,
  };
}

/**
 * Stubs the API the auth machine calls: `GET public/accounts/me` answers `account` (or 401), and
 * `DELETE sessions` succeeds. Returns the calls made ("GET /api/public/accounts/me").
 */
export function stubApi(account: Account | null): string[] {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    if (request.method === "GET" && url.pathname === "/api/public/accounts/me") {
      return account ? Response.json(account) : Response.json({ message: "Unauthorized" }, { status: 401 });
    }
    if (request.method === "DELETE" && url.pathname === "/api/sessions") return Response.json({ ok: true });
    return Response.json({ message: "Not found" }, { status: 404 });
  };
  initApi({ profileId: PROFILE.id, baseUrl: "http://localhost/api", fetch });
  return calls;
}

export interface ShellOptions {
  readonly settings?: ThemeSettings;
  /** The page's path and query, e.g. "/music?page=2". */
  readonly path?: string;
  readonly renderedAt?: number;
  /** The operator's SHOW_POWERED_BY (shown when absent). */
  readonly poweredBy?: boolean;
  readonly children?: ReactNode;
}

/** Renders the whole shell (Layout: header, page, footer) inside the site's real providers. */
export function renderShell({ settings, path = "/", renderedAt, poweredBy, children }: ShellOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const actors: { cart?: CartActorRef; auth?: AuthActorRef } = {};
  function Actors() {
    actors.cart = useCart();
    actors.auth = useAuth();
    return null;
  }
  const result = render(
    <SiteContext.Provider value={{ ...testSite(settings, renderedAt), ...(poweredBy === undefined ? {} : { poweredBy }) }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SiteProviders machines={siteMachines}>
          <Layout>
            <Actors />
            {children ?? <h1>Page</h1>}
          </Layout>
        </SiteProviders>
      </Router>
    </SiteContext.Provider>,
  );
  const cart = (): CartActorRef => {
    if (!actors.cart) throw new Error("the cart actor is not rendered");
    return actors.cart;
  };
  const auth = (): AuthActorRef => {
    if (!actors.auth) throw new Error("the auth actor is not rendered");
    return actors.auth;
  };
  return { ...result, location, cart, auth };
}
