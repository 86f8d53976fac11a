import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Account } from "../schema/api/accounts";
import { authMachine } from "./auth/authMachine";
import { logInAndWait } from "./auth/authRequests";
import { AUTH_STARTING, AUTH_VISITOR, selectAuthState, selectUser } from "./auth/authSelectors";
import { memoryTokenStore } from "./auth/tokenStore";
import { cartMachine } from "./cart/cartMachine";
import { CART_EMPTY, selectCartCount, selectCartItems } from "./cart/cartSelectors";
import { lazyActor, standInSnapshot } from "./lazyActor";
import { NO_AUDIO } from "./player/audioPort";
import { selectVolume } from "./player/playerBarSelectors";
import { playerMachine } from "./player/playerMachine";
import { PLAYER_IDLE, selectCurrentTrack, selectIsPlaying, selectStatus } from "./player/playerSelectors";

const account: Account = {
  id: "fan1",
  firstName: "Ada",
  lastName: "L",
  email: "ada@example.com",
  membership: { membershipTierId: null },
  profileId: "p1",
};

function lazyAuth() {
  let loads = 0;
  const machine = authMachine.provide({
    actors: { logIn: fromPromise(async () => ({ token: "t1", account })), fetchMe: fromPromise(async () => account) },
  });
  const actor = lazyActor({
    standIn: AUTH_STARTING,
    load: async () => {
      loads += 1;
      return () => createActor(machine, { input: { tokenStore: memoryTokenStore() } });
    },
    shows: (snapshot) => !snapshot.matches("initializing"),
  });
  return { actor, loads: () => loads };
}

describe("a lazy actor", () => {
  it("answers with its stand-in, and the settled one, without fetching the machine", () => {
    const { actor, loads } = lazyAuth();
    const seen: unknown[] = [];
    actor.subscribe((snapshot) => seen.push(selectAuthState(snapshot)));
    expect(selectAuthState(actor.getSnapshot()).initialized).toBe(false);
    actor.settle(AUTH_VISITOR);
    expect(selectAuthState(actor.getSnapshot())).toEqual({ initialized: true, authenticated: false, loading: false, errorMessage: null });
    expect(seen).toHaveLength(1);
    expect(loads()).toBe(0);
  });

  it("fetches the machine on the first event, which waits for it, and answers its caller (logInAndWait)", async () => {
    const { actor, loads } = lazyAuth();
    actor.settle(AUTH_VISITOR);
    const states: boolean[] = [];
    actor.subscribe((snapshot) => states.push(selectAuthState(snapshot).initialized));
    await expect(logInAndWait(actor, { email: "ada@example.com", password: "secret-pass" })).resolves.toEqual(account);
    expect(selectUser(actor.getSnapshot())).toEqual(account);
    // The machine's own start (reading the token) never showed over the visitor the stand-in knew.
    expect(states.every(Boolean)).toBe(true);
    expect(loads()).toBe(1);
  });

  it("fails what waits when the machine cannot be fetched, and asks again on the next need", async () => {
    let attempts = 0;
    const actor = lazyActor({
      standIn: CART_EMPTY,
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("offline");
        return () => createActor(cartMachine, { input: {} });
      },
    });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    const item = { productId: "p1", title: "Night Drive", type: "digital", unitPriceCents: 900, quantity: 1, canIncreaseQuantity: false };
    actor.send({ type: "cart.add", item } as never);
    await vi.waitFor(() => expect(errors).toEqual([new Error("offline")]));
    expect(selectCartCount(actor.getSnapshot())).toBe(0);
    actor.send({ type: "cart.clear" });
    await vi.waitFor(() => expect(attempts).toBe(2));
    expect(selectCartItems(actor.getSnapshot())).toEqual([]);
  });

  it("makes a new actor after stop, and the old one no longer speaks", async () => {
    const { actor } = lazyAuth();
    const seen: boolean[] = [];
    actor.subscribe((snapshot) => seen.push(selectAuthState(snapshot).initialized));
    actor.start();
    await vi.waitFor(() => expect(selectAuthState(actor.getSnapshot()).initialized).toBe(true));
    actor.stop();
    actor.start();
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen.every(Boolean)).toBe(true);
  });
});

describe("the stand-ins", () => {
  it("read as the machines' own snapshots in the same state", async () => {
    const auth = createActor(authMachine, { input: { tokenStore: memoryTokenStore() } });
    expect(selectAuthState(AUTH_STARTING)).toEqual(selectAuthState(auth.getSnapshot()));
    auth.start();
    const visitor = await waitFor(auth, (snapshot) => !snapshot.matches("initializing"));
    expect(selectAuthState(AUTH_VISITOR)).toEqual(selectAuthState(visitor));
    expect(AUTH_VISITOR.value).toEqual(visitor.value);
    const cart = createActor(cartMachine, { input: {} }).start().getSnapshot();
    expect([selectCartItems(CART_EMPTY), selectCartCount(CART_EMPTY)]).toEqual([selectCartItems(cart), selectCartCount(cart)]);
    const player = createActor(playerMachine, { input: { audio: NO_AUDIO } }).getSnapshot();
    for (const select of [selectStatus, selectCurrentTrack, selectIsPlaying, selectVolume] as const) {
      expect(select(PLAYER_IDLE)).toEqual(select(player));
    }
  });

  it("match state values as XState does: a name, a dotted path, a partial value", () => {
    const snapshot = standInSnapshot({ unauthenticated: "idle" }, {});
    expect(snapshot.matches("unauthenticated")).toBe(true);
    expect(snapshot.matches("unauthenticated.idle")).toBe(true);
    expect(snapshot.matches({ unauthenticated: "idle" })).toBe(true);
    expect(snapshot.matches("unauthenticated.loggingOut")).toBe(false);
    expect(snapshot.matches("authenticated")).toBe(false);
    expect(standInSnapshot("idle", {}).matches("idle")).toBe(true);
    expect(standInSnapshot("idle", {}).matches("idle.more")).toBe(false);
  });
});
