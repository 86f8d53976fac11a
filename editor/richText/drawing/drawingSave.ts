/**
 * What a save of the drawing editor gives the node. Its own file so the views that produce it and
 * the node that keeps it both depend on it, and never on each other.
 */
export interface DrawingSave {
  readonly data: string;
  readonly svg: string | undefined;
}
