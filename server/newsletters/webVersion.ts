/** Where a newsletter's web version lives on the artist's site. */
export function webVersionPath(slug: string): string {
  return `/newsletters/${slug}`;
}

/** A web address made of a subject: lowercase words joined by hyphens, at most 60 characters; "newsletter" when nothing is left. */
export function slugOf(subject: string): string {
  const slug = subject
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "newsletter";
}
