import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { tokenStore } from "../../client/api/client";
import { useSelector } from "../../client/ui/useSelector";
import type { AuthEmitted, AuthEvent } from "../../machines/auth/authMachine";
import type { AuthActorRef } from "../../machines/auth/authRequests";
import { AUTH_STARTING, AUTH_VISITOR, type AuthView, selectUser } from "../../machines/auth/authSelectors";
import type { CartEvent } from "../../machines/cart/cartMachine";
import { CART_EMPTY, type CartView } from "../../machines/cart/cartSelectors";
import type { CartStorage } from "../../machines/cart/cartStorage";
import { localStorageCart } from "../../machines/cart/localStorageCart";
import { type ActorHandle, type LazyActor, lazyActor } from "../../machines/lazyActor";
import { loadAccountMenu } from "./accountMenuChunk";
import { PlayerProvider } from "./playerProvider";
import type { SiteMachines } from "./siteMachines";
import { ViewerContext } from "./viewer";

export type CartActorRef = ActorHandle<CartView, CartEvent>;

const AuthContext = createContext<AuthActorRef | null>(null);
const CartContext = createContext<CartActorRef | null>(null);

/** The fan's session (auth machine). */
export function useAuth(): AuthActorRef {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used inside SiteProviders");
  return auth;
}

/** The fan's cart (cart machine, kept in local storage and shared by open tabs). */
export function useCart(): CartActorRef {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside SiteProviders");
  return cart;
}

/** Whether a saved cart holds anything: an empty or missing one needs no machine to show it. */
function holdsItems(saved: unknown): boolean {
  return saved !== null && !(Array.isArray(saved) && saved.length === 0);
}

function siteAuth(machines: SiteMachines | undefined): LazyActor<AuthView, AuthEvent, AuthEmitted> {
  return lazyActor({
    standIn: AUTH_STARTING,
    // The account menu's chunk comes beside the machine's: a fan shows as logged in only once it runs.
    load: () =>
      Promise.all([import("./siteMachines"), loadAccountMenu()]).then(
        ([{ createAuthActor }]) =>
          () =>
            createAuthActor({ tokenStore: tokenStore() }),
      ),
    ...(machines ? { create: () => machines.createAuthActor({ tokenStore: tokenStore() }) } : {}),
    // Its own start (reading the token) is not shown over a stand-in that already knows the answer.
    shows: (snapshot) => !snapshot.matches("initializing"),
  });
}

function siteCart(storage: CartStorage, machines: SiteMachines | undefined): LazyActor<CartView, CartEvent> {
  return lazyActor<CartView, CartEvent>({
    standIn: CART_EMPTY,
    load: () =>
      import("./siteMachines").then(
        ({ createCartActor }) =>
          () =>
            createCartActor({ storage }),
      ),
    ...(machines ? { create: () => machines.createCartActor({ storage }) } : {}),
  });
}

/**
 * The site-wide state around every page: the session, the cart and the audio player, and the
 * viewer that blocks read. On the server, and in the first render that hydrates, they are empty:
 * a visitor with an empty cart and nothing playing. Their machines come when first needed (issue
 * 39: not in the first download): the session's when a token is stored or the fan signs in, the
 * cart's when a saved cart holds something, another tab changes it or the fan adds to it, the
 * player's with the first play. Tests may hand over the machines (`machines`): they then run at once.
 */
export function SiteProviders({ children, machines }: { children: ReactNode; machines?: SiteMachines }) {
  const [auth] = useState(() => siteAuth(machines));
  const [storage] = useState(() => localStorageCart());
  const [cart] = useState(() => siteCart(storage, machines));
  useEffect(() => {
    if (tokenStore().read() === null) auth.settle(AUTH_VISITOR);
    else auth.start();
    return () => auth.stop();
  }, [auth]);
  useEffect(() => {
    if (holdsItems(storage.load())) cart.start();
    // Another tab's change: the machine reads the saved cart when it starts.
    const stopListening = storage.subscribe(() => cart.start());
    return () => {
      stopListening();
      cart.stop();
    };
  }, [cart, storage]);
  const user = useSelector(auth, selectUser);
  const viewer = useMemo(
    () => ({
      loggedIn: user !== null,
      membershipTierId: user?.membership.membershipTierId ?? null,
      complimentary: user?.membership.complimentary === true,
    }),
    [user],
  );
  return (
    <AuthContext.Provider value={auth}>
      <CartContext.Provider value={cart}>
        <ViewerContext.Provider value={viewer}>
          <PlayerProvider machines={machines}>{children}</PlayerProvider>
        </ViewerContext.Provider>
      </CartContext.Provider>
    </AuthContext.Provider>
  );
}
