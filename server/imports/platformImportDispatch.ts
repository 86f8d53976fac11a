// The port on its own: the server context holds one, and the worker that writes imports reads the
// context, so the worker's file cannot be where the context takes the type from.

/** How an import's rows get written: a job (main.ts), or at once in tests. */
export interface PlatformImportDispatch {
  write(importId: string): Promise<void>;
}
