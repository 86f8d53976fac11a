import { readEmbed } from "../../schema/embeds/embedAddress";
import type { EmbedSource } from "../../schema/embeds/embedSources";
import type { ResolvedPropsOf } from "../../schema/page";
import { safeMediaUrl } from "../style";

/** A YouTube or Vimeo video's link, read as the Embed block reads it: what plays, or why nothing does. */
export function readVideoLink(url: string): { readonly source: EmbedSource } | { readonly problem: string } {
  if (url.trim() === "") return { problem: "It has no link: paste a YouTube or Vimeo video's link." };
  const reading = readEmbed(url);
  if (!reading.ok) return { problem: reading.problem };
  const { source } = reading;
  if (source.service === "vimeo" || (source.service === "youtube" && source.kind !== "playlist")) return { source };
  return { problem: "This is not a YouTube or Vimeo video: use an Embed block for playlists and music players." };
}

/**
 * Why fans would miss this video, in the words Publish shows (issue 39); null when it is ready.
 * An upload shows only once the server's web copy is (the original may be a 4K MOV no browser
 * should download); a link only when it names a YouTube or Vimeo video.
 */
export function videoNotReady(props: Pick<ResolvedPropsOf<"Video">, "source" | "video" | "webCopy" | "url">): string | null {
  if (props.source === "link") {
    const reading = readVideoLink(props.url);
    return "problem" in reading ? reading.problem : null;
  }
  if (!safeMediaUrl(props.video)) return "It has no video: choose one from the media library.";
  if (!safeMediaUrl(props.webCopy)) return "Its web copy is not ready yet: open its settings to see how it is going.";
  return null;
}
