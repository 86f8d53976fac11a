import type { ReactNode } from "react";

/**
 * The box of a table wider than a phone's screen, which scrolls it sideways: a region named for
 * its table that a keyboard can focus and scroll (axe's scrollable-region-focusable), given as
 * PagedTable gives its box. `className` sizes a box that lives somewhere narrower (a settings panel).
 */
export function TableScrollBox({
  label,
  className,
  children,
}: {
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const region = { role: "region", "aria-label": label, tabIndex: 0 } as const;
  return (
    <div className={className ? `studio-table-scroll ${className}` : "studio-table-scroll"} {...region}>
      {children}
    </div>
  );
}
