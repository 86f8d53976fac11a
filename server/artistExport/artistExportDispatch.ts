// The port on its own: the server context holds one, and the worker that makes exports reads the
// context, so the worker's file cannot be where the context takes the type from.

/** How the studio's export of an artist gets made (issue 40, item 1): a job (main.ts), or at once in tests. */
export interface ArtistExportDispatch {
  /** Makes the export; with `startAfter`, not before then (a stopped server's export, once its lease lapses). */
  build(exportId: string, options?: { startAfter?: Date }): Promise<void>;
}
