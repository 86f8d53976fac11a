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
import { errorMessageOf } from "../../schema/errors";
import type { LogError } from "../browserStorage";
import { memoryTokenStore, type TokenStore, writeTokenSafely } from "./tokenStore";

export { type AuthActorRef, logInAndWait, registerAndWait } from "./authRequests";
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
}

/** What `logIn` and `register` answer (SPEC §7 POST /sessions, POST /public/accounts). */
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
  | { type: "auth.logout" }
  /** Merges these fields into the user (after an account edit). */
  | { type: "auth.updateUser"; user: Partial<Account> }
  | { type: "auth.setError"; message: string }
  | { type: "auth.clearError" };

/** What a login or registration answers, for `actor.on(...)`. */
export type AuthEmitted =
  | { type: "auth.succeeded"; requestId: string | undefined; account: Account }
  | { type: "auth.failed"; requestId: string | undefined; error: unknown };

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
    register: fromPromise<Session, RegistrationDetails>(notProvided("register")),
    /** SPEC §7 DELETE /sessions with the token. */
    logOut: fromPromise<void, string>(notProvided("logOut")),
  },
  actions: {
    /** A failing store is logged; the session still works for this page. */
    writeToken: ({ context }, params: { token: string | null }) => writeTokenSafely(context.tokenStore, params.token, context.log),
    startRequest: assign(({ event }) => {
      assertEvent(event, ["auth.login", "auth.register"]);
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
      assertEvent(event, ["auth.login", "auth.register"]);
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
            // SPEC §8: a failed startup lookup means unauthenticated; the token is no good, so forget it.
            onError: {
              target: "#auth.unauthenticated",
              actions: [assign({ token: null }), { type: "writeToken", params: { token: null } }],
            },
          },
        },
      },
    },
    unauthenticated: {
      initial: "idle",
      on: {
        "auth.login": { target: "loading.loggingIn", actions: "startRequest" },
        "auth.register": { target: "loading.registering", actions: "startRequest" },
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
              return { firstName: event.firstName, lastName: event.lastName, email: event.email, password: event.password };
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

/** SPEC §3 Auth state. */
export interface AuthState {
  readonly initialized: boolean;
  readonly authenticated: boolean;
  readonly loading: boolean;
  readonly errorMessage: string | null;
}

/** False only while the stored token is being read and checked at start. */
export const selectInitialized = (snapshot: AuthSnapshot): boolean => !snapshot.matches("initializing");
export const selectAuthenticated = (snapshot: AuthSnapshot): boolean => snapshot.matches("authenticated");
/** True while a login or registration is under way. */
export const selectLoading = (snapshot: AuthSnapshot): boolean => snapshot.matches("loading");
export const selectUser = (snapshot: AuthSnapshot): Account | null => snapshot.context.user;
export const selectToken = (snapshot: AuthSnapshot): string | null => snapshot.context.token;
export const selectErrorMessage = (snapshot: AuthSnapshot): string | null => snapshot.context.errorMessage;

/** The four SPEC §3 flags at once; a new object each time, so compare shallowly (useSelector's third argument). */
export const selectAuthState = (snapshot: AuthSnapshot): AuthState => ({
  initialized: selectInitialized(snapshot),
  authenticated: selectAuthenticated(snapshot),
  loading: selectLoading(snapshot),
  errorMessage: selectErrorMessage(snapshot),
});
