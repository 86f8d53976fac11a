// The port on its own: the server context holds one, and the worker reads the context's parts.

/** How deliveries due get sent: a job (main.ts), or as a test says. */
export interface WebhookDispatch {
  /** Asks for the deliveries due now to be sent: after a change wrote events, and each minute for retries. */
  wake(): Promise<void>;
}
