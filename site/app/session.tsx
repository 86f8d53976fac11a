import { useActorRef, useSelector } from "@xstate/react";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { fromPromise } from "xstate";
import { tokenStore } from "../../client/api/client";
import { endpoints } from "../../client/api/endpoints";
import { authMachine, selectUser } from "../../machines/auth/authMachine";
import type { AuthActorRef } from "../../machines/auth/authRequests";
import { cartMachine, localStorageCart } from "../../machines/cart/cartMachine";
import type { Account } from "../../schema/api/accounts";
import { PlayerProvider } from "./playerProvider";
import { ViewerContext } from "./viewer";

/** The auth machine with the site's API calls as its effects. */
export const siteAuthMachine = authMachine.provide({
  actors: {
    fetchMe: fromPromise<Account, string>(() => endpoints.me()),
    logIn: fromPromise(({ input }) => endpoints.logIn(input)),
    register: fromPromise(({ input }) => endpoints.register(input)),
    logInWithLink: fromPromise(({ input }) => endpoints.logInWithEmailLink(input)),
    logOut: fromPromise<void, string>(async ({ input: token }) => {
      await endpoints.logOut(token);
    }),
  },
});

export type CartActorRef = ActorRefFrom<typeof cartMachine>;

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

/**
 * The site-wide state around every page: the session, the cart and the audio player, each a
 * machine started in the browser (on the server, and in the first render that hydrates, they are
 * still empty: a visitor with an empty cart and nothing playing), and the viewer that blocks read.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  const auth = useActorRef(siteAuthMachine, { input: { tokenStore: tokenStore() } });
  const cart = useActorRef(cartMachine, { input: { storage: localStorageCart() } });
  const user = useSelector(auth, selectUser);
  const viewer = useMemo(() => ({ loggedIn: user !== null, membershipTierId: user?.membership.membershipTierId ?? null }), [user]);
  return (
    <AuthContext.Provider value={auth}>
      <CartContext.Provider value={cart}>
        <ViewerContext.Provider value={viewer}>
          <PlayerProvider>{children}</PlayerProvider>
        </ViewerContext.Provider>
      </CartContext.Provider>
    </AuthContext.Provider>
  );
}
