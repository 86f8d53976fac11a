import { MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from "../../runtime/breakpoints";
import type { SettingsSize } from "../../runtime/operations/updateSizeSettings";

/** The screen size a previewed width shows, by the page's breakpoints: 375 is a phone, 768 a tablet. */
export function sizeOfViewport(width: number): SettingsSize {
  if (width <= MOBILE_MAX_WIDTH) return "phone";
  return width <= TABLET_MAX_WIDTH ? "tablet" : "desktop";
}

/** What a block's panel shows at `size`: its props with that size's values, and the tablet's under a phone's. */
export function propsAtSize(props: Record<string, unknown>, responsive: unknown, size: SettingsSize): Record<string, unknown> {
  if (size === "desktop" || typeof responsive !== "object" || responsive === null) return props;
  const { tablet, phone } = responsive as { tablet?: Record<string, unknown>; phone?: Record<string, unknown> };
  const { hidden: _tablet, ...tabletValues } = tablet ?? {};
  const { hidden: _phone, ...phoneValues } = size === "phone" ? (phone ?? {}) : {};
  return { ...props, ...tabletValues, ...phoneValues };
}
