/** The studio's own address: each section lives below it (`/studio/music`), the first section at it too. */
export const STUDIO_ROOT = "/studio";

/** A section's address: `/studio/<path>`. */
export function sectionAddress(section: { readonly path: string }): string {
  return `${STUDIO_ROOT}/${section.path}`;
}

/**
 * The section an address opens (issue 34: each section has its own URL, so reload, back and links
 * work): `/studio/music` and anything below it open Music; `/studio` or an address no section
 * owns open the first.
 */
export function sectionOfAddress<S extends { readonly id: string; readonly path: string }>(
  pathname: string,
  sections: readonly S[],
): S | undefined {
  const [first] = pathname.slice(STUDIO_ROOT.length).split("/").filter(Boolean);
  return sections.find((section) => section.path === first) ?? sections[0];
}
