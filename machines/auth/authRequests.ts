/**
 * Promises over the auth machine's login and registration (SPEC §8 "Login or register failure stops
 * loading and rethrows to the caller"): the form awaits the result and catches the effect's own
 * error, while the machine keeps `loading` and `errorMessage` for everything else that renders.
 */
import type { Account } from "../../schema/api/accounts";
import type { ActorHandle } from "../lazyActor";
import type { AuthEmitted, AuthEvent, LogInCredentials, RegistrationDetails } from "./authMachine";
import type { AuthView } from "./authSelectors";

/** The session's actor, or its stand-in until the machine has come (machines/lazyActor.ts). */
export type AuthActorRef = ActorHandle<AuthView, AuthEvent, AuthEmitted>;

let lastRequestId = 0;

type AuthRequest = Extract<AuthEvent, { type: "auth.login" | "auth.register" | "auth.emailLink" }>;

/** Sends a request and resolves with what its success said: the account, or null for a registration (taken, not signed in). */
function request(actor: AuthActorRef, event: AuthRequest): Promise<Account | null> {
  if (actor.getSnapshot().status !== "active") return Promise.reject(new Error(`${event.type}: the auth actor is not running`));
  lastRequestId += 1;
  const requestId = `auth-request-${lastRequestId}`;
  return new Promise<Account | null>((resolve, reject) => {
    const subscriptions: { unsubscribe(): void }[] = [];
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      for (const subscription of subscriptions) subscription.unsubscribe();
      finish();
    };
    subscriptions.push(
      actor.on("auth.succeeded", (emitted) => {
        if (emitted.requestId === requestId) settle(() => resolve(emitted.account));
      }),
      actor.on("auth.registered", (emitted) => {
        if (emitted.requestId === requestId) settle(() => resolve(null));
      }),
      actor.on("auth.failed", (emitted) => {
        if (emitted.requestId === requestId) settle(() => reject(emitted.error));
      }),
      actor.subscribe({
        error: (error) => settle(() => reject(error)),
        complete: () => settle(() => reject(new Error(`${event.type}: the auth actor stopped before it finished`))),
      }),
    );
    actor.send({ ...event, requestId });
  });
}

/**
 * Logs in and resolves with the account, or rejects with the `logIn` actor's error (the server's
 * message is its `message`, also shown as the machine's `errorMessage`).
 * @example
 * try { await logInAndWait(auth, { email, password }); navigate("/account"); } catch { // errorMessage shows }
 */
export async function logInAndWait(actor: AuthActorRef, credentials: LogInCredentials): Promise<Account> {
  return (await request(actor, { type: "auth.login", email: credentials.email, password: credentials.password })) as Account;
}

/**
 * Registers, and resolves once the server took it (the fan then opens the link emailed to them:
 * registration signs no one in, issue 30), or rejects with the `register` actor's error.
 */
export async function registerAndWait(actor: AuthActorRef, details: RegistrationDetails): Promise<void> {
  const { firstName, lastName, email, password, redirect } = details;
  await request(actor, { type: "auth.register", firstName, lastName, email, password, ...(redirect ? { redirect } : {}) });
}

/** Signs in with a registration's emailed link and resolves with the account, or rejects with why the link did not. */
export async function logInWithLinkAndWait(actor: AuthActorRef, token: string): Promise<Account> {
  return (await request(actor, { type: "auth.emailLink", token })) as Account;
}
