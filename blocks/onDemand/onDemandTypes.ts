import type { BlockType } from "../../schema/page";

/**
 * Blocks whose views the fan's browser fetches only for a page that holds one: they are large
 * (a lightbox, players, a ticking clock) and most pages have none, so the first download of every
 * other page stays small. Each name maps to its view's source, relative to `site/` as the site's
 * build names it, so the server can preload the chunk a page needs (`site/entry-server.tsx`).
 */
export const ON_DEMAND_VIEW_SOURCES = {
  Gallery: "../blocks/gallery/Gallery.tsx",
  Countdown: "../blocks/countdown/Countdown.tsx",
  Embed: "../blocks/embed/Embed.tsx",
  Video: "../blocks/video/Video.tsx",
  ContactForm: "../blocks/contactForm/ContactForm.tsx",
} as const satisfies Partial<Record<BlockType, string>>;

export type OnDemandBlockType = keyof typeof ON_DEMAND_VIEW_SOURCES;

function isOnDemandType(type: unknown): type is OnDemandBlockType {
  return typeof type === "string" && Object.hasOwn(ON_DEMAND_VIEW_SOURCES, type);
}

/** A block node of an on-demand type: told by its `type` beside `props`, so other data's `type` fields are not taken for one. */
export function onDemandTypeOf({ type, props }: Readonly<Record<string, unknown>>): OnDemandBlockType | null {
  return isOnDemandType(type) && typeof props === "object" && props !== null ? type : null;
}
