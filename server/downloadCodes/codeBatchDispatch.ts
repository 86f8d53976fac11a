// The port on its own: the server context holds one, and the worker that makes codes reads the
// context, so the worker's file cannot be where the context takes the type from.

/** How a large batch's codes get made: a job (main.ts), or at once in tests. */
export interface CodeBatchDispatch {
  generate(batchId: string): Promise<void>;
}
