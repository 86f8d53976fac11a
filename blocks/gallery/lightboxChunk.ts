import type { Lightbox } from "./Lightbox";

// The lightbox is a chunk of its own (issue 39: most fans never open it), asked for as soon as the
// pointer or the focus comes to a picture, so it is usually here by the click.

type LightboxView = typeof Lightbox;

let loaded: LightboxView | undefined;
let pending: Promise<LightboxView> | undefined;

/** Fetches the lightbox once (again after a failed download). */
export function loadLightbox(): Promise<LightboxView> {
  pending ??= import("./Lightbox").then(
    (module) => {
      loaded = module.Lightbox;
      return module.Lightbox;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The lightbox if it is here, else undefined. */
export const loadedLightbox = (): LightboxView | undefined => loaded;
