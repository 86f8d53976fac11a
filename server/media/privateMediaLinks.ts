import type { Product, ProductMedia } from "../../schema/entities/catalogue";
import type { Post } from "../../schema/entities/posts";
import { signedMediaUrl } from "../security/mediaSignature";
import { isPrivateKey, storageKeyOfMediaUrl } from "../storage/mediaKeys";

/** Turns a stored media address into the one a viewer gets: a private file's becomes a short-lived signed link. */
export type MediaLinker = (url: string) => string;

/**
 * A linker for one answer, made at `nowMs` (the context's clock, asked per request: a linker kept
 * from start would hand out links that expired an hour later). Public addresses (covers, site
 * images, links elsewhere) stay as they are.
 */
export function privateMediaLinker(secret: string, nowMs: number): MediaLinker {
  return (url) => {
    const key = storageKeyOfMediaUrl(url);
    return key !== null && isPrivateKey(key) ? signedMediaUrl(secret, key, nowMs) : url;
  };
}

/**
 * Posts as they leave the server: only posts the viewer may see carry media at all (the data
 * layer leaves it out of locked ones), and their private files get signed links; so a link to a
 * members-only file exists only in an answer that passed the access check.
 */
export function withMediaLinks<Page extends { data: Post[] }>(page: Page, link: MediaLinker): Page {
  return {
    ...page,
    data: page.data.map((post) => (post.media ? { ...post, media: post.media.map((item) => ({ ...item, url: link(item.url) })) } : post)),
  };
}

/**
 * A release as it leaves the server for fans: no track carries its audio file (issue 32), neither
 * the master nor any copy; the player asks the stream route, which checks who is asking, for what
 * they may hear. Other private files get links signed for this answer.
 */
export function withProductMediaLinks(product: Product, link: MediaLinker): Product {
  const linked = (media: ProductMedia[]) => media.filter((item) => item.type !== "audio").map((item) => ({ ...item, url: link(item.url) }));
  return {
    ...product,
    media: linked(product.media),
    variants: product.variants.map((variant) => ({
      ...variant,
      media: linked(variant.media),
      tracks: variant.tracks.map((track) => ({ ...track, media: linked(track.media) })),
    })),
  };
}
