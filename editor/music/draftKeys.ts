let nextKey = 0;

/** A key for a row of the release form (React's), never sent. */
export const draftKey = (kind: string) => `${kind}-${++nextKey}`;
