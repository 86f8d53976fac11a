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

/**
 * The on-demand block types a page, its route data or any JSON holding pages uses. One walk over
 * plain JSON, so it needs no knowledge of where pages sit in route data; a block node is told by its
 * `type` beside `props`, so other data's `type` fields are not taken for one.
 */
export function onDemandTypesIn(json: unknown): OnDemandBlockType[] {
  const found = new Set<OnDemandBlockType>();
  const stack: unknown[] = [json];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    const { type, props } = value as { type?: unknown; props?: unknown };
    if (isOnDemandType(type) && typeof props === "object" && props !== null) found.add(type);
    for (const key in value) stack.push((value as Record<string, unknown>)[key]);
  }
  return [...found];
}
