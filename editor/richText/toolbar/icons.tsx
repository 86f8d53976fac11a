import type { ElementFormatType } from "lexical";
import type { ReactNode } from "react";

/**
 * The toolbars' drawn icons, as inline SVG in the text's colour: an emoji (🔗) shows as an empty box
 * where no emoji font is installed, and letters (L, C, R, J) do not say "alignment". Each is
 * decorative: the button around it carries the name ("Link", "Left Align").
 */
function Icon({ children }: { readonly children: ReactNode }) {
  return (
    <svg
      className="rt-svg-icon"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Two links of a chain. */
export function LinkIcon() {
  return (
    <Icon>
      <path d="M6.6 9.4a2.6 2.6 0 0 0 3.7 0l2.5-2.5a2.6 2.6 0 0 0-3.7-3.7l-.9.9" />
      <path d="M9.4 6.6a2.6 2.6 0 0 0-3.7 0L3.2 9.1a2.6 2.6 0 0 0 3.7 3.7l.9-.9" />
    </Icon>
  );
}

/** Lines of text by where each ends: [start, end] in the 16-unit box, one pair a line. */
const ALIGNMENT_LINES: Readonly<Record<"left" | "center" | "right" | "justify", readonly (readonly [number, number])[]>> = {
  left: [
    [2, 14],
    [2, 10],
    [2, 14],
    [2, 8],
  ],
  center: [
    [2, 14],
    [4, 12],
    [2, 14],
    [5, 11],
  ],
  right: [
    [2, 14],
    [6, 14],
    [2, 14],
    [8, 14],
  ],
  justify: [
    [2, 14],
    [2, 14],
    [2, 14],
    [2, 14],
  ],
};

/** Four lines of text aligned as `format` aligns a paragraph (start and end as left and right). */
export function AlignmentIcon({ format }: { readonly format: ElementFormatType }) {
  const side = format === "start" ? "left" : format === "end" ? "right" : format === "" ? "left" : format;
  return (
    <Icon>
      {ALIGNMENT_LINES[side]
        .map(([from, to], line) => `M${from} ${3 + line * 3.5}H${to}`)
        .map((path) => (
          <path key={path} d={path} />
        ))}
    </Icon>
  );
}
