import type { NewsletterDispatch } from "../newsletters/newsletterDispatch";

/** A newsletter dispatch that keeps what it is asked to start, for route tests (which then send batches themselves). */
export function recordingNewsletterDispatch(): NewsletterDispatch & { readonly starts: { sendId: string; at: Date }[] } {
  const starts: { sendId: string; at: Date }[] = [];
  return {
    starts,
    start: async (sendId, at) => {
      starts.push({ sendId, at });
    },
  };
}
