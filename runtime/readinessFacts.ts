/**
 * What the site holds that decides whether a block can work for fans: the artist's email lists
 * and how many membership tiers fans can join. Null where the editor does not know (yet): that
 * check is skipped rather than guessed.
 */
export interface ReadinessFacts {
  readonly emailListIds: readonly string[] | null;
  readonly joinableTiers: number | null;
}
