/**
 * A fan's session on the public site (SPEC §3 Auth state, §4 Auth, §8). The effects are injected:
 * the API calls as promise actors (`fetchMe`, `logIn`, `register`, `logOut`, swapped with
 * `.provide()`), and the token's storage as a port in the input (see tokenStore.ts).
 *
 * A login or registration answers its caller through emitted events (`auth.succeeded`,
 * `auth.failed`) tagged with the event's `requestId`; `logInAndWait` and `registerAndWait` (in
 * authRequests.ts) wrap that in a promise which rejects with the effect's own error (SPEC §8
 * "rethrows to the caller").
 */
import { assertEvent, assign, emit, enqueueActions, fromPromise, type SnapshotFrom, setup } from "xstate";
import type { Account } from "../../schema/api/accounts";
import { errorMessageOf } from "../../schema/errors/clientErrors";
import type { LogError } from "../browserStorage";
import { memoryTokenStore, type TokenStore, writeTokenSafely } from "./tokenStore";

export { localStorageToken, memoryTokenStore, TOKEN_STORAGE_KEY, type TokenStore } from "./tokenStore";

export interface LogInCredentials {
  readonly email: string;
  readonly password: string;
}

export interface RegistrationDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  /** Where the emailed link brings the fan back to, signed in. */
  readonly redirect?: string;
}

/**
 * What `register` answers (SPEC §7 POST /public/accounts): since issue 30, the same for every
 * address, "check your email", so that it tells no one which addresses have an account. The
 * emailed link signs the fan in (`auth.emailLink`).
 */
export interface RegistrationAnswer {
  readonly checkEmail: true;
}

/** What `logIn` and `logInWithLink` answer (SPEC §7 POST /sessions; a registration's link). */
export interface Session {
  readonly token: string;
  readonly account: Account;
}

export interface AuthInput {
  readonly tokenStore?: TokenStore;
  /** Where a failing token store goes; `console.error` by default. */
  readonly log?: LogError;
}

export interface AuthContext {
  readonly user: Account | null;
  readonly token: string | null;
  readonly errorMessage: string | null;
  /** The `requestId` of the last login or registration, echoed in what it emits. */
  readonly requestId: string | undefined;
  readonly tokenStore: TokenStore;
  readonly log: LogError;
}

export type AuthEvent =
  | ({ type: "auth.login"; requestId?: string } & LogInCredentials)
  | ({ type: "auth.register"; requestId?: string } & RegistrationDetails)
  /** Signs in with the one-time link a registration emailed. */
  | { type: "auth.emailLink"; requestId?: string; token: string }
  | { type: "auth.logout" }
  /** Merges these fields into the user (after an account edit). */
  | { type: "auth.updateUser"; user: Partial<Account> }
  | { type: "auth.setError"; message: string }
  | { type: "auth.clearError" };

/** What a login or registration answers, for `actor.on(...)`. */
export type AuthEmitted =
  | { type: "auth.succeeded"; requestId: string | undefined; account: Account }
  /** A registration was taken: the fan is to open the link emailed to them. */
  | { type: "auth.registered"; requestId: string | undefined }
  | { type: "auth.failed"; requestId: string | undefined; error: unknown };

/** The server answered that the token is not (or no longer) a session: 401. Other failures leave it be. */
function isTokenRefused(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 401;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`authMachine: provide the ${name} actor`));

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    emitted: {} as AuthEmitted,
  },
  actors: {
    /**
     * Reads the stored token. An actor rather than the context factory, so it runs when the actor
     * starts (in an effect under React): the server render and the first client render both see
     * `initialized: false` and agree.
     */
    readToken: fromPromise<string | null, TokenStore>(async ({ input }) => input.read()),
    /** SPEC §7 GET /public/accounts/me with the token. */
    fetchMe: fromPromise<Account, string>(notProvided("fetchMe")),
    /** SPEC §7 POST /sessions. */
    logIn: fromPromise<Session, LogInCredentials>(notProvided("logIn")),
    /** SPEC §7 POST /public/accounts. */
    register: fromPromise<RegistrationAnswer, RegistrationDetails>(notProvided("register")),
    /** A registration's emailed link, used: POST /public/sessions/email-link. */
    logInWithLink: fromPromise<Session, string>(notProvided("logInWithLink")),
    /** SPEC §7 DELETE /sessions with the token. */
    logOut: fromPromise<void, string>(notProvided("logOut")),
  },
  actions: {
    /** A failing store is logged; the session still works for this page. */
    writeToken: ({ context }, params: { token: string | null }) => writeTokenSafely(context.tokenStore, params.token, context.log),
    startRequest: assign(({ event }) => {
      assertEvent(event, ["auth.login", "auth.register", "auth.emailLink"]);
      return { errorMessage: null, requestId: event.requestId };
    }),
    /** A login or registration succeeded: the token is stored, the fan is in, the caller hears. */
    succeed: enqueueActions(({ context, enqueue }, session: Session) => {
      enqueue(() => writeTokenSafely(context.tokenStore, session.token, context.log));
      enqueue.assign({ user: session.account, token: session.token });
      enqueue.emit({ type: "auth.succeeded", requestId: context.requestId, account: session.account });
    }),
    /** SPEC §8: loading stops, the server's message shows, and the caller gets the error itself. */
    fail: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      enqueue.assign({ errorMessage: errorMessageOf(params.error) });
      enqueue.emit({ type: "auth.failed", requestId: context.requestId, error: params.error });
    }),
    /** A login or registration sent where none is accepted (already in, busy, still starting). */
    refuseRequest: emit(({ event, self }) => {
      assertEvent(event, ["auth.login", "auth.register", "auth.emailLink"]);
      const state = JSON.stringify(self.getSnapshot().value);
      return {
        type: "auth.failed" as const,
        requestId: event.requestId,
        error: new Error(`${event.type} is not accepted in state ${state}`),
      };
    }),
  },
}).createMachine({
  id: "auth",
  initial: "initializing",
  context: ({ input }) => ({
    user: null,
    token: null,
    errorMessage: null,
    requestId: undefined,
    tokenStore: input?.tokenStore ?? memoryTokenStore(),
    log: input?.log ?? console.error,
  }),
  on: {
    "auth.login": { actions: "refuseRequest" },
    "auth.register": { actions: "refuseRequest" },
    "auth.emailLink": { actions: "refuseRequest" },
    "auth.setError": { actions: assign({ errorMessage: ({ event }) => event.message }) },
    "auth.clearError": { actions: assign({ errorMessage: null }) },
  },
  states: {
    initializing: {
      initial: "readingToken",
      states: {
        readingToken: {
          invoke: {
            src: "readToken",
            input: ({ context }) => context.tokenStore,
            onDone: [
              {
                guard: ({ event }) => Boolean(event.output),
                target: "fetchingUser",
                actions: assign({ token: ({ event }) => event.output }),
              },
              { target: "#auth.unauthenticated" },
            ],
            onError: {
              target: "#auth.unauthenticated",
              actions: ({ context, event }) => context.log("Could not read the auth token", event.error),
            },
          },
        },
        fetchingUser: {
          invoke: {
            src: "fetchMe",
            input: ({ context }) => context.token ?? "",
            onDone: { target: "#auth.authenticated", actions: assign({ user: ({ event }) => event.output }) },
            // SPEC §8: a failed startup lookup means unauthenticated. Only a token the server refused
            // is forgotten: a lookup cut short (the fan already went on to the next page, the network
            // dropped, the server was busy) said nothing about it, and forgetting it signed the fan out.
            onError: [
              {
                guard: ({ event }) => isTokenRefused(event.error),
                target: "#auth.unauthenticated",
                actions: [assign({ token: null }), { type: "writeToken", params: { token: null } }],
              },
              { target: "#auth.unauthenticated", actions: assign({ token: null }) },
            ],
          },
        },
      },
    },
    unauthenticated: {
      initial: "idle",
      on: {
        "auth.login": { target: "loading.loggingIn", actions: "startRequest" },
        "auth.register": { target: "loading.registering", actions: "startRequest" },
        "auth.emailLink": { target: "loading.usingLink", actions: "startRequest" },
      },
      states: {
        idle: {},
        /** The server forgets the session; its failure is swallowed (SPEC §8). The fan is already out. */
        loggingOut: {
          invoke: { src: "logOut", input: ({ context }) => context.token ?? "", onDone: "idle", onError: "idle" },
          exit: assign({ token: null }),
        },
      },
    },
    loading: {
      // Always entered through a direct target (loading.loggingIn or loading.registering).
      initial: "loggingIn",
      states: {
        loggingIn: {
          invoke: {
            src: "logIn",
            input: ({ event }) => {
              assertEvent(event, "auth.login");
              return { email: event.email, password: event.password };
            },
            onDone: { target: "#auth.authenticated", actions: { type: "succeed", params: ({ event }) => event.output } },
            onError: { target: "#auth.unauthenticated", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        registering: {
          invoke: {
            src: "register",
            input: ({ event }) => {
              assertEvent(event, "auth.register");
              const { firstName, lastName, email, password, redirect } = event;
              return { firstName, lastName, email, password, ...(redirect ? { redirect } : {}) };
            },
            // Taken, and not signed in: the link emailed to the address does that (issue 30).
            onDone: {
              target: "#auth.unauthenticated",
              actions: emit(({ context }) => ({ type: "auth.registered" as const, requestId: context.requestId })),
            },
            onError: { target: "#auth.unauthenticated", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        usingLink: {
          invoke: {
            src: "logInWithLink",
            input: ({ event }) => {
              assertEvent(event, "auth.emailLink");
              return event.token;
            },
            onDone: { target: "#auth.authenticated", actions: { type: "succeed", params: ({ event }) => event.output } },
            onError: { target: "#auth.unauthenticated", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    authenticated: {
      on: {
        "auth.logout": {
          target: "unauthenticated.loggingOut",
          actions: [assign({ user: null }), { type: "writeToken", params: { token: null } }],
        },
        "auth.updateUser": { actions: assign({ user: ({ context, event }) => context.user && { ...context.user, ...event.user } }) },
      },
    },
  },
});

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
