import type { Account } from "../../schema/api/accounts";
import type { Product } from "../../schema/entities/catalogue";
import type { Event } from "../../schema/entities/events";
import type { MembershipTier } from "../../schema/entities/membership";
import type { Profile } from "../../schema/entities/people";
import type { PageDocument } from "../../schema/page";
import type { SiteDocument } from "../../schema/site";
import { api, withServerMessage } from "./client";

/** Every call the site makes (SPEC §7), typed. Errors carry the server's message. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await withServerMessage(error);
  }
}

export interface ProductListQuery {
  readonly page: number;
  readonly limit: number;
  readonly query?: string;
  readonly releaseType?: "album" | "single" | "all";
  readonly category?: "Music" | "Merch";
}

export interface Paged<T> {
  readonly data: T[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

function productSearch(query: ProductListQuery): Record<string, string | number> {
  return {
    page: query.page,
    limit: query.limit,
    ...(query.category ? { category: query.category } : {}),
    ...(query.query ? { "filter[query]": query.query } : {}),
    ...(query.releaseType && query.releaseType !== "all" ? { "filter[releaseType]": query.releaseType } : {}),
  };
}

export const endpoints = {
  publicSite: (profileId?: string) =>
    call(() =>
      api()
        .get("public/site", { searchParams: profileId ? { profileId } : {} })
        .json<{ profile: Profile; site: SiteDocument }>(),
    ),
  page: (path: string) => call(() => api().get("public/pages", { searchParams: { path } }).json<PageDocument>()),
  me: () => call(() => api().get("public/accounts/me").json<Account>()),
  refetchMe: () => call(() => api().get("accounts/me").json<Account>()),
  logIn: (credentials: { email: string; password: string }) =>
    call(() => api().post("sessions", { json: credentials }).json<{ token: string; account: Account }>()),
  register: (registration: { firstName: string; lastName: string; email: string; password: string }) =>
    call(() => api().post("public/accounts", { json: registration }).json<{ token: string; account: Account }>()),
  /** Ends the session of `token` (the auth machine has already forgotten it locally). */
  logOut: (token: string) =>
    call(() =>
      api()
        .delete("sessions", { headers: { authorization: `Bearer ${token}` } })
        .json<{ ok: true }>(),
    ),
  membershipTiers: () => call(() => api().get("public/membership-tiers").json<MembershipTier[]>()),
  events: () => call(() => api().get("public/events").json<Event[]>()),
  featuredProducts: (category: "Music" | "Merch" = "Music") =>
    call(() => api().get("public/products/featured", { searchParams: { category } }).json<Product[]>()),
  products: (query: ProductListQuery) =>
    call(() =>
      api()
        .get("public/products", { searchParams: productSearch(query) })
        .json<Paged<Product>>(),
    ),
  product: (id: string) =>
    call(() =>
      api()
        .get(`public/products/${encodeURIComponent(id)}`)
        .json<Product>(),
    ),
  joinEmailList: (body: { email: string; emailListId: string }) =>
    call(() => api().post("public/email-lists/join", { json: body }).json<{ ok: true; alreadySubscribed: boolean }>()),
};
