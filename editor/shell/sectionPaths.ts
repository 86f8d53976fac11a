/** The studio's own address: the home is at it, each other section below it (`/studio/music`). */
export const STUDIO_ROOT = "/studio";

/** A section's address: `/studio/<path>`, or `/studio` for the home's empty path. */
export function sectionAddress(section: { readonly path: string }): string {
  return section.path ? `${STUDIO_ROOT}/${section.path}` : STUDIO_ROOT;
}

/**
 * The section an address opens (issue 34: each section has its own URL, so reload, back and links
 * work): `/studio/music` and anything below it open Music; `/studio` or an address no section
 * owns open the first (the home).
 */
export function sectionOfAddress<S extends { readonly id: string; readonly path: string }>(
  pathname: string,
  sections: readonly S[],
): S | undefined {
  const [first = ""] = pathname.slice(STUDIO_ROOT.length).split("?")[0]?.split("/").filter(Boolean) ?? [];
  return sections.find((section) => section.path === first) ?? sections[0];
}

/** The address of one item of a section (`/studio/emails/<id>`): the section opens that item. */
export function itemAddress(sectionPath: string, id: string): string {
  return `${STUDIO_ROOT}/${sectionPath}/${encodeURIComponent(id)}`;
}

/** The item an address names in a section (`/studio/emails/<id>` → the id); null for the section's own address. */
export function itemOfAddress(pathname: string, sectionPath: string): string | null {
  const prefix = `${STUDIO_ROOT}/${sectionPath}/`;
  if (!pathname.startsWith(prefix)) return null;
  const [first = ""] = pathname.slice(prefix.length).split("/");
  try {
    return decodeURIComponent(first) || null;
  } catch {
    return null;
  }
}
