// The port on its own: the server context holds one, and the worker that makes the real one reads
// the context, so the worker's file cannot be where the context takes the type from.

/** How routes start a send: a job now, or at the time it is scheduled for. */
export interface NewsletterDispatch {
  start(sendId: string, at: Date): Promise<void>;
}
