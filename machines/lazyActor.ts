/**
 * An actor whose machine (and XState itself) is fetched the first time it is needed: the site's
 * session, cart and player machines are not in a fan's first download (issue 39: the home page's
 * JavaScript at most 100 KB), yet the components read and drive them as they would the actor.
 *
 * Until the machine has come, it answers with a stand-in snapshot (the state the server renders:
 * nothing in the cart, no one signed in), which the site may replace once it knows more without
 * the machine (no token stored: a visitor). Events sent meanwhile fetch the machine and wait for
 * it, in order; handlers of emitted events wait with them. This module imports no XState: only
 * its types, which the build erases.
 */
import type { Subscription } from "xstate";

/** What the components use of an actor, and what a stand-in snapshot gives them too. */
export interface ActorHandle<TSnapshot, TEvent extends { type: string }, TEmitted extends { type: string } = { type: string }> {
  getSnapshot(): TSnapshot;
  subscribe(observer: ActorObserver<TSnapshot>): Subscription;
  subscribe(next: (snapshot: TSnapshot) => void): Subscription;
  send(event: TEvent): void;
  on<TType extends TEmitted["type"] | "*">(
    type: TType,
    handler: (emitted: TEmitted & (TType extends "*" ? unknown : { type: TType })) => void,
  ): Subscription;
}

export interface ActorObserver<TSnapshot> {
  next?: (snapshot: TSnapshot) => void;
  error?: (error: unknown) => void;
  complete?: () => void;
}

/** The actor a lazy actor drives once its machine has come: an XState actor, made but not started. */
export interface RunnableActor<TSnapshot, TEvent extends { type: string }, TEmitted extends { type: string }>
  extends ActorHandle<TSnapshot, TEvent, TEmitted> {
  start(): unknown;
  stop(): unknown;
}

export interface LazyActor<TSnapshot, TEvent extends { type: string }, TEmitted extends { type: string } = { type: string }>
  extends ActorHandle<TSnapshot, TEvent, TEmitted> {
  /** Replaces the stand-in while no machine runs (the site learnt, without it, what it would say). */
  settle(snapshot: TSnapshot): void;
  /** Fetches the machine, if not yet, and starts the actor. */
  start(): void;
  /** Stops the actor (its provider is gone); `start` makes a new one. */
  stop(): void;
}

export interface LazyActorOptions<TSnapshot, TEvent extends { type: string }, TEmitted extends { type: string }> {
  /** The snapshot until the machine runs: the state the server renders. */
  readonly standIn: TSnapshot;
  /** Fetches the machine; resolves with what makes an actor of it. */
  readonly load: () => Promise<() => RunnableActor<TSnapshot, TEvent, TEmitted>>;
  /** What makes the actor, already here: it is then made at once, with no fetch (tests that drive it step by step). */
  readonly create?: () => RunnableActor<TSnapshot, TEvent, TEmitted>;
  /**
   * Whether the actor's snapshot may replace the stand-in yet: the auth machine's own start (reading
   * the token) is not shown over a stand-in that already knows there is none. Always, by default.
   */
  readonly shows?: (snapshot: TSnapshot) => boolean;
}

type Listener = { readonly type: string; readonly handler: (emitted: never) => void; inner: Subscription | null };

/** A stand-in for an actor, whose machine is fetched on `start` or the first `send` (see the module's comment). */
export function lazyActor<TSnapshot, TEvent extends { type: string }, TEmitted extends { type: string } = { type: string }>(
  options: LazyActorOptions<TSnapshot, TEvent, TEmitted>,
): LazyActor<TSnapshot, TEvent, TEmitted> {
  const shows = options.shows ?? (() => true);
  let current = options.standIn;
  let actor: RunnableActor<TSnapshot, TEvent, TEmitted> | null = null;
  let showing = false;
  let wanted = false;
  let loading: Promise<() => RunnableActor<TSnapshot, TEvent, TEmitted>> | null = null;
  let queue: TEvent[] = [];
  const observers = new Set<ActorObserver<TSnapshot>>();
  const listeners = new Set<Listener>();

  const show = (snapshot: TSnapshot) => {
    if (snapshot === current) return;
    current = snapshot;
    for (const observer of [...observers]) observer.next?.(snapshot);
  };
  const fail = (error: unknown) => {
    for (const observer of [...observers]) observer.error?.(error);
  };
  const flush = () => {
    const waiting = queue;
    queue = [];
    for (const event of waiting) actor?.send(event);
  };

  function run(create: () => RunnableActor<TSnapshot, TEvent, TEmitted>) {
    if (!wanted || actor) return;
    const made = create();
    actor = made;
    showing = false;
    for (const listener of listeners) listener.inner = made.on(listener.type as TEmitted["type"], listener.handler as never);
    made.subscribe({
      next: (snapshot) => {
        if (actor !== made) return;
        if (!showing && !shows(snapshot)) return;
        showing = true;
        show(snapshot);
        flush();
      },
      error: (error) => {
        if (actor === made) fail(error);
      },
      complete: () => {
        if (actor !== made) return;
        for (const observer of [...observers]) observer.complete?.();
      },
    });
    made.start();
    if (!showing && shows(made.getSnapshot())) {
      showing = true;
      show(made.getSnapshot());
      flush();
    }
  }

  function start() {
    wanted = true;
    if (actor) return;
    if (options.create) return run(options.create);
    loading ??= options.load();
    loading.then(run, (error: unknown) => {
      // The chunk did not come (offline): what waited fails, and the next need asks again.
      loading = null;
      queue = [];
      fail(error);
    });
  }

  return {
    getSnapshot: () => current,
    subscribe(observer: ((snapshot: TSnapshot) => void) | ActorObserver<TSnapshot>) {
      const entry: ActorObserver<TSnapshot> = typeof observer === "function" ? { next: observer } : observer;
      observers.add(entry);
      return { unsubscribe: () => observers.delete(entry) };
    },
    send(event) {
      if (actor && showing) return actor.send(event);
      queue.push(event);
      start();
    },
    on(type, handler) {
      const listener: Listener = { type, handler: handler as (emitted: never) => void, inner: null };
      listeners.add(listener);
      if (actor) listener.inner = actor.on(type, handler);
      return {
        unsubscribe: () => {
          listeners.delete(listener);
          listener.inner?.unsubscribe();
        },
      };
    },
    settle(snapshot) {
      if (!actor) show(snapshot);
    },
    start,
    stop() {
      wanted = false;
      const running = actor;
      actor = null;
      for (const listener of listeners) listener.inner = null;
      running?.stop();
    },
  };
}

/** XState's `matches`: whether a state value is in the state a name, a dotted path or a partial value names. */
function matchesValue(value: unknown, test: string | object): boolean {
  if (typeof test === "string") {
    const [name, ...rest] = test.split(".");
    if (typeof value === "string") return rest.length === 0 && value === name;
    return typeof value === "object" && value !== null && name !== undefined && Object.hasOwn(value, name)
      ? rest.length === 0 || matchesValue((value as Record<string, unknown>)[name], rest.join("."))
      : false;
  }
  return Object.entries(test).every(([name, child]) =>
    child === undefined
      ? matchesValue(value, name)
      : matchesValue(value, name) && matchesValue((value as Record<string, unknown>)[name], child as string | object),
  );
}

/**
 * A snapshot for a lazy actor's stand-in: the context and state value the machine would have, and
 * `matches` over that value as XState's (a state's name, a dotted path, or a partial state value).
 * @example standInSnapshot({ unauthenticated: "idle" }, context).matches("unauthenticated") // true
 */
export function standInSnapshot<TContext, TValue extends string | Record<string, unknown>>(value: TValue, context: TContext) {
  return {
    status: "active" as const,
    value,
    context,
    matches: (test: string | object): boolean => matchesValue(value, test),
  };
}
