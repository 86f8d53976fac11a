import { type RefObject, useEffect, useState } from "react";

const TWEET_ORIGIN = "https://platform.twitter.com";
/** The tallest a post may make its frame: a message cannot stretch the page without end. */
const MAX_TWEET_HEIGHT = 2_000;

/**
 * The height X's post frame asks for: it posts `twttr.private.resize` messages once the post is
 * laid out. Only messages from that origin and from this frame count, and only a sane number.
 */
export function useTweetHeight(frame: RefObject<HTMLIFrameElement | null> | null): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (frame === null) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== TWEET_ORIGIN || event.source !== frame.current?.contentWindow) return;
      const asked = resizeHeight(event.data);
      if (asked !== null) setHeight(Math.min(asked, MAX_TWEET_HEIGHT));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame]);
  return height;
}

/** The height in a resize message (sent as JSON text or as an object), or null for any other message. */
export function resizeHeight(data: unknown): number | null {
  let message = data;
  if (typeof message === "string") {
    try {
      message = JSON.parse(message);
    } catch {
      return null;
    }
  }
  const embed = (message as { "twttr.embed"?: { method?: unknown; params?: unknown } } | null)?.["twttr.embed"];
  if (embed?.method !== "twttr.private.resize" || !Array.isArray(embed.params)) return null;
  const height = (embed.params[0] as { height?: unknown } | undefined)?.height;
  return typeof height === "number" && Number.isFinite(height) && height > 0 ? Math.ceil(height) : null;
}
