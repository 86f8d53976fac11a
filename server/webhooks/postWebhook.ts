import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";

/** How long an endpoint has to answer: integrators queue their work and answer at once, as Stripe asks. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer is kept with an attempt. */
const EXCERPT_CHARS = 300;

export interface WebhookAnswer {
  /** The answer's status, or null when none came. */
  readonly statusCode: number | null;
  /** The answer's first characters, or what went wrong. */
  readonly excerpt: string;
}

/**
 * POSTs `body` to `url`, connecting to `address` (checked by the caller) and never resolving the
 * name again; TLS still checks the certificate against the name. Redirects are not followed (a 3xx
 * is a failure): one would lead to an address no one checked.
 */
export function postWebhook(
  url: URL,
  address: string,
  body: string,
  headers: Readonly<Record<string, string>>,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<WebhookAnswer> {
  const pinned: LookupFunction = (_host, options, callback) => {
    const family = address.includes(":") ? 6 : 4;
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: "POST",
        lookup: pinned,
        timeout: timeoutMs,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "Backline-Webhooks/1",
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (text.length < EXCERPT_CHARS) text += chunk;
          else res.destroy();
        });
        const done = () => resolve({ statusCode: res.statusCode ?? null, excerpt: text.slice(0, EXCERPT_CHARS) });
        res.on("end", done);
        res.on("close", done);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} seconds`)));
    req.on("error", (error) => resolve({ statusCode: null, excerpt: error.message.slice(0, EXCERPT_CHARS) }));
    req.end(body);
  });
}
