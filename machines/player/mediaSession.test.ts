import { describe, expect, expectTypeOf, it } from "vitest";
import {
  browserMediaSession,
  MEDIA_SESSION_ACTIONS,
  type MediaSessionActionDetails,
  type MediaSessionActionName,
  type MediaSessionHandlers,
  type MediaSessionLike,
  type MediaSessionPort,
  NO_MEDIA_SESSION,
} from "./mediaSession";
import type { TrackMetadata } from "./playerRules";

type Handler = (details: MediaSessionActionDetails) => void;

/** A stand-in for navigator.mediaSession; `unsupported` actions throw like an older browser's. */
function fakeSession(unsupported: readonly string[] = []) {
  const handlers = new Map<MediaSessionActionName, Handler>();
  const session: MediaSessionLike = {
    metadata: null,
    setActionHandler: (action, handler) => {
      if (unsupported.includes(action)) throw new TypeError(`The provided value '${action}' is not a valid enum value`);
      if (handler) handlers.set(action, handler);
      else handlers.delete(action);
    },
  };
  return { session, handlers };
}

/** Records what each handler receives. */
function recordingHandlers() {
  const received: [MediaSessionActionName, MediaSessionActionDetails][] = [];
  const handlers = Object.fromEntries(
    MEDIA_SESSION_ACTIONS.map((action) => [action, (details: MediaSessionActionDetails) => received.push([action, details])]),
  ) as unknown as MediaSessionHandlers;
  return { handlers, received };
}

const metadata: TrackMetadata = { title: "Opening", artist: "Unknown Artist", artwork: [{ src: "/covers/a.jpg" }] };

describe("browserMediaSession", () => {
  it("accepts the browser's own navigator (a type check)", () => {
    expectTypeOf<Navigator>().toExtend<Parameters<typeof browserMediaSession>[0]>();
    expectTypeOf(browserMediaSession).returns.toEqualTypeOf<MediaSessionPort>();
  });

  it("sets the metadata through the browser's MediaMetadata, and clears it with null", () => {
    const { session } = fakeSession();
    const port = browserMediaSession({ mediaSession: session }, (init) => ({ built: init }));
    port.setMetadata(metadata);
    expect(session.metadata).toEqual({ built: metadata });
    port.setMetadata(null);
    expect(session.metadata).toBeNull();
  });

  it("sets nothing where the browser has no MediaMetadata (the default factory under Node)", () => {
    const { session } = fakeSession();
    session.metadata = "stale";
    browserMediaSession({ mediaSession: session }).setMetadata(metadata);
    expect(session.metadata).toBeNull();
  });

  it("registers every action, passes the details on, and unregisters them all on teardown", () => {
    const { session, handlers: registered } = fakeSession();
    const { handlers, received } = recordingHandlers();
    const teardown = browserMediaSession({ mediaSession: session }).setActionHandlers(handlers);
    expect([...registered.keys()].sort()).toEqual([...MEDIA_SESSION_ACTIONS].sort());
    registered.get("seekto")?.({ seekTime: 42 });
    registered.get("seekforward")?.({});
    expect(received).toEqual([
      ["seekto", { seekTime: 42 }],
      ["seekforward", {}],
    ]);
    teardown();
    expect(registered.size).toBe(0);
  });

  it("skips the actions the browser refuses and still registers the others", () => {
    const { session, handlers: registered } = fakeSession(["seekto"]);
    const teardown = browserMediaSession({ mediaSession: session }).setActionHandlers(recordingHandlers().handlers);
    expect(registered.has("seekto")).toBe(false);
    expect(registered.size).toBe(MEDIA_SESSION_ACTIONS.length - 1);
    teardown();
    expect(registered.size).toBe(0);
  });

  it("is a no-op where navigator.mediaSession is absent", () => {
    const port = browserMediaSession({});
    expect(port).toBe(NO_MEDIA_SESSION);
    port.setMetadata(metadata);
    const teardown = port.setActionHandlers(recordingHandlers().handlers);
    expect(teardown).toBeTypeOf("function");
    teardown();
  });
});
