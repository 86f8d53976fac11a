/**
 * The operating system's media controls (lock screen, media keys, notification), as a port: the
 * player machine shows the current track there and takes the controls' actions as its own events.
 * The browser adapter is `browserMediaSession(navigator)`, over the Media Session API.
 */
import type { TrackMetadata } from "./playerRules";

/** The Media Session actions the player handles. */
export const MEDIA_SESSION_ACTIONS = ["play", "pause", "previoustrack", "nexttrack", "seekbackward", "seekforward", "seekto"] as const;

export type MediaSessionActionName = (typeof MEDIA_SESSION_ACTIONS)[number];

/** What the system passes with an action: an offset for seekbackward/seekforward, a time for seekto. */
export interface MediaSessionActionDetails {
  readonly seekOffset?: number;
  readonly seekTime?: number;
}

export type MediaSessionHandlers = { readonly [A in MediaSessionActionName]: (details: MediaSessionActionDetails) => void };

export interface MediaSessionPort {
  /** Shows the track (or nothing, with null). */
  setMetadata(metadata: TrackMetadata | null): void;
  /** Registers a handler for every action; returns the teardown that unregisters them. */
  setActionHandlers(handlers: MediaSessionHandlers): () => void;
}

/** The part of the Media Session API that `browserMediaSession` uses, so tests can pass a plain object. */
export interface MediaSessionLike {
  metadata: unknown;
  setActionHandler(action: MediaSessionActionName, handler: ((details: MediaSessionActionDetails) => void) | null): void;
}

/** Builds the browser's MediaMetadata; null where the browser has none. */
export type CreateMediaMetadata = (metadata: TrackMetadata) => unknown;

const createBrowserMetadata: CreateMediaMetadata = (metadata) =>
  typeof MediaMetadata === "function"
    ? new MediaMetadata({ title: metadata.title, artist: metadata.artist, artwork: metadata.artwork.map(({ src }) => ({ src })) })
    : null;

/** A Media Session that does nothing (no `navigator.mediaSession`, the server render). */
export const NO_MEDIA_SESSION: MediaSessionPort = { setMetadata: () => {}, setActionHandlers: () => () => {} };

/**
 * The browser adapter over `navigator.mediaSession`; a no-op where the browser has none. An
 * action the browser does not support (older browsers throw for `seekto`) is skipped.
 *
 * @example
 * const mediaSession = browserMediaSession(navigator);
 */
export function browserMediaSession(
  navigator: { readonly mediaSession?: MediaSessionLike },
  createMetadata: CreateMediaMetadata = createBrowserMetadata,
): MediaSessionPort {
  const session = navigator.mediaSession;
  if (!session) return NO_MEDIA_SESSION;
  return {
    setMetadata(metadata) {
      session.metadata = metadata ? createMetadata(metadata) : null;
    },
    setActionHandlers(handlers) {
      const registered = MEDIA_SESSION_ACTIONS.filter((action) => {
        try {
          session.setActionHandler(action, (details) => handlers[action](details));
          return true;
        } catch {
          return false;
        }
      });
      return () => {
        for (const action of registered) {
          try {
            session.setActionHandler(action, null);
          } catch {
            // It was accepted a moment ago; nothing else to undo.
          }
        }
      };
    },
  };
}
