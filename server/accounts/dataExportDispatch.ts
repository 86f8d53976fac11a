// The port on its own: the server context holds one, and the worker that builds copies reads the
// context, so the worker's file cannot be where the context takes the type from.

/** How a copy of a fan's data gets built: a job (main.ts), or at once in tests. */
export interface DataExportDispatch {
  build(exportId: string): Promise<void>;
}
