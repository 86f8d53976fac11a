/**
 * The site's machines with their effects, and XState with them: a chunk of its own, fetched the
 * first time the session, the cart or the player is needed (site/app/session.tsx,
 * playerProvider.tsx), never in a fan's first download (issue 39).
 */
import { createActor, fromPromise } from "xstate";
import { endpoints } from "../../client/api/endpoints";
import { type AuthInput, authMachine } from "../../machines/auth/authMachine";
import { type CartInput, cartMachine } from "../../machines/cart/cartMachine";
import { type PlayerInput, playerMachine } from "../../machines/player/playerMachine";
import type { Account } from "../../schema/api/accounts";

/** The auth machine with the site's API calls as its effects. */
const siteAuthMachine = authMachine.provide({
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

/** The fan's session, made (not started) for a lazy actor. */
export const createAuthActor = (input: AuthInput) => createActor(siteAuthMachine, { input });

/** The fan's cart, made (not started) for a lazy actor. */
export const createCartActor = (input: CartInput) => createActor(cartMachine, { input });

/** The audio player, made (not started) for a lazy actor. */
export const createPlayerActor = (input: PlayerInput) => createActor(playerMachine, { input });

/** This module, for the providers that fetch it (and tests that hand it over). */
export type SiteMachines = typeof import("./siteMachines");
