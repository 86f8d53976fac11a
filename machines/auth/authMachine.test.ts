import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Account } from "../../schema/api/accounts";
import {
  type AuthEmitted,
  authMachine,
  type LogInCredentials,
  memoryTokenStore,
  type RegistrationAnswer,
  type RegistrationDetails,
  type Session,
  TOKEN_STORAGE_KEY,
  type TokenStore,
} from "./authMachine";
import { logInAndWait, logInWithLinkAndWait, registerAndWait } from "./authRequests";
import {
  selectAuthenticated,
  selectAuthState,
  selectErrorMessage,
  selectInitialized,
  selectLoading,
  selectToken,
  selectUser,
} from "./authSelectors";

const account: Account = {
  id: "fan1",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  membership: { membershipTierId: null },
  profileId: "artist1",
};
const credentials: LogInCredentials = { email: "ada@example.com", password: "correct horse" };
const details: RegistrationDetails = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "correct horse" };

/** A promise the test settles when it wants, so it can look at the state in between. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Effects {
  fetchMe?: (token: string) => Promise<Account>;
  logIn?: (credentials: LogInCredentials) => Promise<Session>;
  register?: (details: RegistrationDetails) => Promise<RegistrationAnswer>;
  logInWithLink?: (token: string) => Promise<Session>;
  logOut?: (token: string) => Promise<void>;
}

/** Starts the machine with fake effects (by default they succeed); records every call. */
function startAuth(options: { token?: string | null; effects?: Effects; tokenStore?: TokenStore } = {}) {
  const calls = {
    fetchMe: [] as string[],
    logIn: [] as LogInCredentials[],
    register: [] as RegistrationDetails[],
    logInWithLink: [] as string[],
    logOut: [] as string[],
  };
  const { effects = {} } = options;
  const tokenStore = options.tokenStore ?? memoryTokenStore(options.token ?? null);
  const logged: string[] = [];
  const machine = authMachine.provide({
    actors: {
      fetchMe: fromPromise<Account, string>(async ({ input }) => {
        calls.fetchMe.push(input);
        return effects.fetchMe ? effects.fetchMe(input) : account;
      }),
      logIn: fromPromise<Session, LogInCredentials>(async ({ input }) => {
        calls.logIn.push(input);
        return effects.logIn ? effects.logIn(input) : { token: "new-token", account };
      }),
      register: fromPromise<RegistrationAnswer, RegistrationDetails>(async ({ input }) => {
        calls.register.push(input);
        return effects.register ? effects.register(input) : { checkEmail: true };
      }),
      logInWithLink: fromPromise<Session, string>(async ({ input }) => {
        calls.logInWithLink.push(input);
        return effects.logInWithLink ? effects.logInWithLink(input) : { token: "link-token", account };
      }),
      logOut: fromPromise<void, string>(async ({ input }) => {
        calls.logOut.push(input);
        return effects.logOut?.(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { tokenStore, log: (message) => logged.push(message) } });
  const emitted: AuthEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  return { actor, calls, tokenStore, logged, emitted };
}

/** Waits until the start-up lookup is over. */
const settled = (actor: ReturnType<typeof startAuth>["actor"]) => waitFor(actor, selectInitialized);
/** Waits until a logout call (if any) is over. */
const signedOut = (actor: ReturnType<typeof startAuth>["actor"]) =>
  waitFor(actor, (snapshot) => snapshot.matches({ unauthenticated: "idle" }));

describe("auth: initializing", () => {
  it("is not initialized until the actor starts, then, with no stored token, is unauthenticated", async () => {
    const actor = createActor(authMachine, { input: {} });
    expect(selectInitialized(actor.getSnapshot())).toBe(false);
    actor.start();
    await settled(actor);
    expect(actor.getSnapshot().matches("unauthenticated")).toBe(true);
    expect(selectAuthState(actor.getSnapshot())).toEqual({ initialized: true, authenticated: false, loading: false, errorMessage: null });
  });

  it("looks up the user with a stored token and is authenticated", async () => {
    const me = deferred<Account>();
    const { actor, calls } = startAuth({ token: "stored", effects: { fetchMe: () => me.promise } });
    await waitFor(actor, (snapshot) => snapshot.matches({ initializing: "fetchingUser" }));
    expect(selectInitialized(actor.getSnapshot())).toBe(false);
    expect(selectLoading(actor.getSnapshot())).toBe(false);
    me.resolve(account);
    await waitFor(actor, selectAuthenticated);
    expect(calls.fetchMe).toEqual(["stored"]);
    expect(selectUser(actor.getSnapshot())).toEqual(account);
    expect(selectToken(actor.getSnapshot())).toBe("stored");
    expect(selectInitialized(actor.getSnapshot())).toBe(true);
  });

  it("sets unauthenticated and forgets the token when the startup lookup fails (SPEC §8)", async () => {
    const refused = Object.assign(new Error("Unauthorized"), { status: 401 });
    const { actor, tokenStore } = startAuth({ token: "expired", effects: { fetchMe: () => Promise.reject(refused) } });
    await settled(actor);
    expect(actor.getSnapshot().matches("unauthenticated")).toBe(true);
    expect(tokenStore.read()).toBeNull();
    expect(selectToken(actor.getSnapshot())).toBeNull();
    expect(selectErrorMessage(actor.getSnapshot())).toBeNull();
  });

  it.each([
    ["cut short (the page was left)", Object.assign(new Error("Failed to fetch"), { status: null })],
    ["the server busy", Object.assign(new Error("Service unavailable"), { status: 503 })],
  ])("is unauthenticated but keeps the stored token when the startup lookup is %s", async (_, failure) => {
    const { actor, tokenStore } = startAuth({ token: "good", effects: { fetchMe: () => Promise.reject(failure) } });
    await settled(actor);
    expect(actor.getSnapshot().matches("unauthenticated")).toBe(true);
    expect(tokenStore.read()).toBe("good");
  });

  it("logs a token store that cannot be read and is unauthenticated", async () => {
    const failing: TokenStore = {
      read: () => {
        throw new Error("SecurityError");
      },
      write: () => {},
    };
    const { actor, logged, calls } = startAuth({ tokenStore: failing });
    await settled(actor);
    expect(actor.getSnapshot().matches("unauthenticated")).toBe(true);
    expect(logged).toEqual(["Could not read the auth token"]);
    expect(calls.fetchMe).toEqual([]);
  });
});

describe("auth: login and register", () => {
  it("logs in: loading while waiting, then authenticated with the user and the token stored", async () => {
    const answer = deferred<Session>();
    const { actor, calls, tokenStore } = startAuth({ effects: { logIn: () => answer.promise } });
    await settled(actor);
    actor.send({ type: "auth.setError", message: "old" });
    const result = logInAndWait(actor, credentials);
    expect(selectLoading(actor.getSnapshot())).toBe(true);
    expect(selectErrorMessage(actor.getSnapshot())).toBeNull();
    answer.resolve({ token: "new-token", account });
    await expect(result).resolves.toEqual(account);
    expect(calls.logIn).toEqual([credentials]);
    expect(selectAuthState(actor.getSnapshot())).toEqual({ initialized: true, authenticated: true, loading: false, errorMessage: null });
    expect(selectUser(actor.getSnapshot())).toEqual(account);
    expect(tokenStore.read()).toBe("new-token");
  });

  it("on a failed login stops loading, shows the server's message and rethrows the error to the caller", async () => {
    const error = new Error("Email or password is incorrect");
    const { actor, tokenStore } = startAuth({ effects: { logIn: () => Promise.reject(error) } });
    await settled(actor);
    await expect(logInAndWait(actor, credentials)).rejects.toBe(error);
    expect(selectAuthState(actor.getSnapshot())).toEqual({
      initialized: true,
      authenticated: false,
      loading: false,
      errorMessage: "Email or password is incorrect",
    });
    expect(tokenStore.read()).toBeNull();
  });

  it("shows 'An error occurred' when the error has no message", async () => {
    const { actor } = startAuth({ effects: { logIn: () => Promise.reject({ status: 500 }) } });
    await settled(actor);
    await expect(logInAndWait(actor, credentials)).rejects.toEqual({ status: 500 });
    expect(selectErrorMessage(actor.getSnapshot())).toBe("An error occurred");
  });

  it("registers without signing in (issue 30: the answer is the same for every address); the emailed link signs in", async () => {
    const { actor, calls, tokenStore } = startAuth();
    await settled(actor);
    await expect(registerAndWait(actor, { ...details, confirmPassword: "x" } as RegistrationDetails)).resolves.toBeUndefined();
    expect(calls.register).toEqual([details]);
    expect(selectAuthenticated(actor.getSnapshot())).toBe(false);
    expect(selectLoading(actor.getSnapshot())).toBe(false);
    expect(tokenStore.read()).toBeNull();

    await expect(logInWithLinkAndWait(actor, "the-link")).resolves.toEqual(account);
    expect(calls.logInWithLink).toEqual(["the-link"]);
    expect(selectAuthenticated(actor.getSnapshot())).toBe(true);
    expect(tokenStore.read()).toBe("link-token");
  });

  it("says why an emailed link did not sign in, and stays out", async () => {
    const error = new Error("This link was already used.");
    const { actor } = startAuth({ effects: { logInWithLink: () => Promise.reject(error) } });
    await settled(actor);
    await expect(logInWithLinkAndWait(actor, "old-link")).rejects.toBe(error);
    expect(selectAuthenticated(actor.getSnapshot())).toBe(false);
    expect(selectErrorMessage(actor.getSnapshot())).toBe("This link was already used.");
  });

  it("on a failed registration stops loading, shows the message and rethrows", async () => {
    const error = new Error("An account with this email already exists");
    const { actor } = startAuth({ effects: { register: () => Promise.reject(error) } });
    await settled(actor);
    const result = registerAndWait(actor, details);
    expect(selectLoading(actor.getSnapshot())).toBe(true);
    await expect(result).rejects.toBe(error);
    expect(selectLoading(actor.getSnapshot())).toBe(false);
    expect(selectErrorMessage(actor.getSnapshot())).toBe("An account with this email already exists");
  });

  it("answers plain events through emitted events too", async () => {
    const { actor, emitted } = startAuth();
    await settled(actor);
    actor.send({ type: "auth.login", ...credentials, requestId: "mine" });
    await waitFor(actor, selectAuthenticated);
    expect(emitted).toEqual([{ type: "auth.succeeded", requestId: "mine", account }]);
  });

  it("refuses a second login while one is under way, and one while logged in or still starting", async () => {
    const answer = deferred<Session>();
    const { actor, calls } = startAuth({
      token: "stored",
      effects: { logIn: () => answer.promise, fetchMe: () => Promise.reject(new Error("x")) },
    });
    await expect(logInAndWait(actor, credentials)).rejects.toThrow('auth.login is not accepted in state {"initializing":"readingToken"}');
    await signedOut(actor);
    const first = logInAndWait(actor, credentials);
    await expect(registerAndWait(actor, details)).rejects.toThrow(/auth.register is not accepted in state {"loading":"loggingIn"}/);
    answer.resolve({ token: "t", account });
    await expect(first).resolves.toEqual(account);
    await expect(logInAndWait(actor, credentials)).rejects.toThrow(/not accepted in state "authenticated"/);
    expect(calls.logIn).toHaveLength(1);
    expect(calls.register).toHaveLength(0);
  });

  it("rejects the caller when the actor stops first or is not running", async () => {
    const { actor } = startAuth({ effects: { logIn: () => new Promise(() => {}) } });
    await settled(actor);
    const pending = logInAndWait(actor, credentials);
    actor.stop();
    await expect(pending).rejects.toThrow("auth.login: the auth actor stopped before it finished");
    await expect(logInAndWait(actor, credentials)).rejects.toThrow("auth.login: the auth actor is not running");
  });

  it("fails loudly when an effect was not provided", async () => {
    const actor = createActor(authMachine, { input: {} }).start();
    await settled(actor);
    await expect(logInAndWait(actor, credentials)).rejects.toThrow("authMachine: provide the logIn actor");
    expect(selectErrorMessage(actor.getSnapshot())).toBe("authMachine: provide the logIn actor");
  });

  it("logs a token store that cannot be written and keeps the session for this page", async () => {
    const failing: TokenStore = {
      read: () => null,
      write: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
    };
    const { actor, logged } = startAuth({ tokenStore: failing });
    await settled(actor);
    await logInAndWait(actor, credentials);
    expect(selectAuthenticated(actor.getSnapshot())).toBe(true);
    expect(selectToken(actor.getSnapshot())).toBe("new-token");
    expect(logged).toEqual(["Could not store the auth token"]);
  });
});

describe("auth: logout", () => {
  async function loggedIn(effects: Effects = {}) {
    const auth = startAuth({ token: "stored", effects });
    await waitFor(auth.actor, selectAuthenticated);
    return auth;
  }

  it("is logged out at once: user gone, token forgotten, then the server is told", async () => {
    const done = deferred<void>();
    const { actor, calls, tokenStore } = await loggedIn({ logOut: () => done.promise });
    actor.send({ type: "auth.logout" });
    expect(selectAuthState(actor.getSnapshot())).toEqual({ initialized: true, authenticated: false, loading: false, errorMessage: null });
    expect(selectUser(actor.getSnapshot())).toBeNull();
    expect(tokenStore.read()).toBeNull();
    done.resolve();
    await signedOut(actor);
    expect(calls.logOut).toEqual(["stored"]);
    expect(selectToken(actor.getSnapshot())).toBeNull();
  });

  it("swallows a failing logout (SPEC §8)", async () => {
    const { actor, tokenStore } = await loggedIn({ logOut: () => Promise.reject(new Error("offline")) });
    actor.send({ type: "auth.logout" });
    await signedOut(actor);
    expect(actor.getSnapshot().status).toBe("active");
    expect(selectErrorMessage(actor.getSnapshot())).toBeNull();
    expect(selectToken(actor.getSnapshot())).toBeNull();
    expect(tokenStore.read()).toBeNull();
  });

  it("can log in again while the logout call is still out", async () => {
    const { actor } = await loggedIn({ logOut: () => new Promise(() => {}) });
    actor.send({ type: "auth.logout" });
    await expect(logInAndWait(actor, credentials)).resolves.toEqual(account);
    expect(selectToken(actor.getSnapshot())).toBe("new-token");
  });
});

describe("auth: user and error message", () => {
  it("merges fields into the user when logged in, and ignores them otherwise", async () => {
    const { actor } = startAuth();
    await settled(actor);
    actor.send({ type: "auth.updateUser", user: { firstName: "Grace" } });
    expect(selectUser(actor.getSnapshot())).toBeNull();
    await logInAndWait(actor, credentials);
    actor.send({ type: "auth.updateUser", user: { firstName: "Grace", membership: { membershipTierId: "gold" } } });
    expect(selectUser(actor.getSnapshot())).toEqual({ ...account, firstName: "Grace", membership: { membershipTierId: "gold" } });
  });

  it("sets and clears the error message in any state", async () => {
    const { actor } = startAuth();
    actor.send({ type: "auth.setError", message: "Something went wrong" });
    expect(selectErrorMessage(actor.getSnapshot())).toBe("Something went wrong");
    await settled(actor);
    actor.send({ type: "auth.clearError" });
    expect(selectErrorMessage(actor.getSnapshot())).toBeNull();
  });

  it("stores the token under 'public-access-token' (SPEC §9)", () => {
    expect(TOKEN_STORAGE_KEY).toBe("public-access-token");
  });
});
