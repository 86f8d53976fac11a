import type { CSSProperties } from "react";
import { useSiteLink } from "../../runtime/interpreter/useSiteLink";
import { memoByObject } from "../../runtime/memoByObject";
import { linkHref } from "../../runtime/sanitizeUrl";
import type { ResolvedPropsOf } from "../../schema/page";
import type { PageBlockViewProps } from "../pageBlock";
import { spacing } from "../style";

/** Custom colours: `full` fills with the background, `outline` uses it for border and text. */
function customColors(props: ResolvedPropsOf<"Button">): CSSProperties {
  if (!props.background) return props.color ? { color: props.color } : {};
  if (props.buttonStyle === "outline") {
    return { background: "transparent", borderColor: props.background, color: props.color ?? props.background };
  }
  return { background: props.background, borderColor: props.background, color: props.color ?? "var(--bl-color-text-primary, #1c1d29)" };
}

const buttonLook = memoByObject((props: ResolvedPropsOf<"Button">) => ({
  className: `bl-button bl-button--${props.variant}${props.fullWidth ? " bl-button--full-width" : ""}`,
  style: { margin: spacing(props.margins), ...customColors(props) } satisfies CSSProperties,
}));

/**
 * The Button block: a link styled by the theme (or custom colours) that passes its id when it
 * navigates. One without a link is drawn only in the editor: on the site it would go nowhere.
 */
export function Button({ node, props, mode }: PageBlockViewProps<"Button">) {
  const { className, style } = buttonLook(props);

  const href = props.link ? linkHref(props.link) : "";
  const onClick = useSiteLink(href, { buttonId: node.id });
  if (!props.link) {
    if (mode === "view") return null;
    return (
      <button type="button" className={className} style={style} data-button-id={node.id}>
        {props.text}
      </button>
    );
  }
  return (
    // data-analytics-link: the site's analytics count this link's clicks (issue 38), by one listener on the page.
    <a href={href} className={className} style={style} data-button-id={node.id} data-analytics-link="button" onClick={onClick}>
      {props.text}
    </a>
  );
}
