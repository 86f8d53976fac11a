/** How an `<img>` loads: its `loading` and `fetchPriority` attributes. */
export interface PictureLoading {
  readonly loading?: "lazy";
  readonly fetchPriority?: "high";
}

const FIRST: PictureLoading = { fetchPriority: "high" };
const LATER: PictureLoading = { loading: "lazy" };

/**
 * The loading attributes of a picture: the page's first one (its block's `leadPicture`, the first
 * screen's largest) is fetched at once and before the rest, every other one as fans scroll to it
 * (issue 39, item 2). Plain HTML attributes, so the server's page loads this way with no script.
 */
export function pictureLoading(leadPicture: boolean): PictureLoading {
  return leadPicture ? FIRST : LATER;
}
