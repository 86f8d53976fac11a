import type { ResolvedPropsOf } from "../../schema/page";
import { safeMediaUrl } from "../style";

/**
 * Why fans would miss something in this picture, in the words Publish shows (issue 34); null when
 * it is ready. The site leaves out a picture that is not: one without alt text says nothing to a
 * screen reader, and a decorative one that links gives its link no name.
 */
export function imageNotReady(props: Pick<ResolvedPropsOf<"Image">, "src" | "alt" | "decorative" | "link">): string | null {
  if (!safeMediaUrl(props.src)) return "It has no picture: choose one from the media library.";
  if (props.decorative && props.link) return "It links somewhere, so it is not decorative: describe where it goes in its alt text.";
  if (!props.decorative && !props.alt.trim()) return "It has no alt text: describe the picture, or mark it decorative.";
  return null;
}
