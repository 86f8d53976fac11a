/**
 * For the music screens' tests (not shipped: only tests import it): releases, a fake SiteData over
 * them, and a render of one route inside the site's real providers (site context, route data
 * store, wouter with an in-memory location, session and cart, a player).
 */
import { render } from "@testing-library/react";
import { type BaseLocationHook, type BaseSearchHook, Route, Router, Switch, useLocation } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { CatalogueTrack, Product, ProductVariant } from "../../../schema/entities/catalogue";
import type { Paged, ProductListQuery, SiteData } from "../../../schema/siteData";
import { NO_PLAYER, PlayerContext, type PlayerControls } from "../../app/player";
import { RouteDataStore, RouteDataStoreContext } from "../../app/RouteDataStore";
import { RouteView } from "../../app/RouteView";
import type { AnySiteRoute } from "../../app/routeTypes";
import { SiteContext, type SiteContextValue } from "../../app/SiteContext";
import { type CartActorRef, SiteProviders, useCart } from "../../app/session";
import * as siteMachines from "../../app/siteMachines";

export function track(id: string, overrides: Partial<CatalogueTrack> = {}): CatalogueTrack {
  return {
    id,
    title: `Track ${id}`,
    artist: "The Band",
    description: "",
    // As fans get it: no audio file, and what a visitor may hear (issue 32).
    media: [],
    listen: "full",
    previewStartSeconds: 0,
    previewSeconds: 30,
    hasExplicitContent: false,
    isFeatured: false,
    durationSeconds: 185,
    ...overrides,
  };
}

export function variant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return { id: "v1", isDefault: true, price: 12, payWhatYouWant: false, tracks: [track("t1")], media: [], ...overrides };
}

export function release(id: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    title: `Release ${id}`,
    artist: "The Band",
    description: `About ${id}.`,
    credits: "Written by The Band\nMixed by June Park",
    category: "Music",
    releaseType: "album",
    media: [{ id: `cover-${id}`, type: "image", url: `/media/${id}.svg`, name: `${id}.svg` }],
    variants: [variant({ id: `v-${id}` })],
    ...overrides,
  };
}

export interface FakeSiteData extends SiteData {
  /** Every products query asked, in order. */
  readonly calls: ProductListQuery[];
  /** Holds product answers until the returned function is called (to see a screen while it loads). */
  hold(): () => void;
}

/** A SiteData over `products` that filters and pages as the server does, and counts its calls. */
export function fakeSiteData(products: readonly Product[]): FakeSiteData {
  const calls: ProductListQuery[] = [];
  let gate: Promise<void> = Promise.resolve();
  return {
    calls,
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    page: async () => null,
    featuredProducts: async () => [],
    products: async (query): Promise<Paged<Product>> => {
      calls.push(query);
      await gate;
      const text = query.query?.trim().toLowerCase() ?? "";
      const matching = products.filter(
        (product) =>
          (query.category === undefined || product.category === query.category) &&
          (query.releaseType === undefined || query.releaseType === "all" || product.releaseType === query.releaseType) &&
          (text === "" || product.title.toLowerCase().includes(text) || product.artist.toLowerCase().includes(text)),
      );
      const start = (query.page - 1) * query.limit;
      return { data: matching.slice(start, start + query.limit), page: query.page, pageSize: query.limit, total: matching.length };
    },
    product: async (id) => products.find((product) => product.id === id) ?? null,
    membershipTiers: async () => [],
    events: async () => [],
    posts: async () => ({ data: [], page: 1, pageSize: 10, total: 0 }),
    newsletters: async () => ({ data: [], page: 1, pageSize: 20, total: 0 }),
  };
}

export function testSite(data: SiteData): SiteContextValue {
  return { profile: { id: "p1", name: "The Band" }, site: { schemaVersion: 1, kind: "site" }, data, renderedAt: 0 };
}

function RouteOf({ route, params }: { route: AnySiteRoute; params: Record<string, string> }) {
  const [pathname] = useLocation();
  return <RouteView key={route.id} route={route} pathname={pathname} params={params} />;
}

/** Hands the running cart actor to the test. */
function CartProbe({ onCart }: { onCart: (cart: CartActorRef) => void }) {
  onCart(useCart());
  return null;
}

export interface RouteTreeProps {
  readonly route: AnySiteRoute;
  readonly data: SiteData;
  readonly store: RouteDataStore;
  readonly player?: PlayerControls;
  /** An in-memory location, the server's path and query, or (`{}`) the browser's own address. */
  readonly router: { hook: BaseLocationHook; searchHook: BaseSearchHook } | { ssrPath: string; ssrSearch: string } | Record<string, never>;
  readonly onCart?: (cart: CartActorRef) => void;
}

/** One route inside the site's providers, as App puts it (without the shell, which is not ours). */
export function RouteTree({ route, data, store, player = NO_PLAYER, router, onCart }: RouteTreeProps) {
  return (
    <SiteContext.Provider value={testSite(data)}>
      <RouteDataStoreContext.Provider value={store}>
        <Router {...router}>
          <SiteProviders machines={siteMachines}>
            <PlayerContext.Provider value={player}>
              {onCart ? <CartProbe onCart={onCart} /> : null}
              <Switch>
                <Route path={route.path}>{(params) => <RouteOf route={route} params={params as Record<string, string>} />}</Route>
              </Switch>
            </PlayerContext.Provider>
          </SiteProviders>
        </Router>
      </RouteDataStoreContext.Provider>
    </SiteContext.Provider>
  );
}

export interface RenderedRoute {
  /** The in-memory address: its `navigate`, and `history` of every address visited. */
  readonly location: ReturnType<typeof memoryLocation>;
  readonly cart: () => CartActorRef;
  readonly store: RouteDataStore;
}

/** The address now, path and query. */
export function currentHref(location: RenderedRoute["location"]): string {
  return location.history?.at(-1) ?? "";
}

/** Renders `route` at `path` as the site would, with `data` behind it and `player` (none by default). */
export function renderRoute(
  route: AnySiteRoute,
  path: string,
  data: SiteData,
  { player = NO_PLAYER, store = new RouteDataStore() }: { player?: PlayerControls; store?: RouteDataStore } = {},
): RenderedRoute {
  const location = memoryLocation({ path, record: true });
  let cart: CartActorRef | null = null;
  render(
    <RouteTree
      route={route}
      data={data}
      store={store}
      player={player}
      router={{ hook: location.hook, searchHook: location.searchHook }}
      onCart={(actor) => {
        cart = actor;
      }}
    />,
  );
  return {
    location,
    store,
    cart: () => {
      if (!cart) throw new Error("the cart is not running");
      return cart;
    },
  };
}
