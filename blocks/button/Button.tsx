import type { CSSProperties, MouseEvent } from "react";
import type { BlockViewProps } from "../../runtime/blockRegistry";
import { useInterpreter } from "../../runtime/interpreter/InterpreterContext";
import { isInternalPath, linkHref } from "../../runtime/sanitizeUrl";
import type { ResolvedPropsOf } from "../../schema/page";
import { spacing } from "../style";

/** Custom colours: `full` fills with the background, `outline` uses it for border and text. */
function customColors(props: ResolvedPropsOf<"Button">): CSSProperties {
  if (!props.background) return props.color ? { color: props.color } : {};
  if (props.buttonStyle === "outline") {
    return { background: "transparent", borderColor: props.background, color: props.color ?? props.background };
  }
  return { background: props.background, borderColor: props.background, color: props.color ?? "var(--bl-color-text-primary, #1c1d29)" };
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The Button block: a link styled by the theme (or custom colours) that passes its id when it navigates. */
export function Button({ node, props, mode }: BlockViewProps<"Button">) {
  const { navigate } = useInterpreter();
  const className = ["bl-button", `bl-button--${props.variant}`, props.fullWidth ? "bl-button--full-width" : ""].filter(Boolean).join(" ");
  const style: CSSProperties = { margin: spacing(props.margins), ...customColors(props) };

  if (!props.link) {
    return (
      <button type="button" className={className} style={style} data-button-id={node.id}>
        {props.text}
      </button>
    );
  }
  const href = linkHref(props.link);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // In the editor a click selects the block; it never leaves the page.
    if (mode === "edit") {
      event.preventDefault();
      return;
    }
    if (navigate && isInternalPath(href) && isPlainLeftClick(event) && !event.defaultPrevented) {
      event.preventDefault();
      navigate(href, { buttonId: node.id });
    }
  };
  return (
    <a href={href} className={className} style={style} data-button-id={node.id} onClick={onClick}>
      {props.text}
    </a>
  );
}
