import { createServer, type Server } from "node:http";

/** What a receiver in a test was sent. */
export interface ReceivedWebhook {
  readonly signature: string;
  readonly body: string;
}

/**
 * A real HTTP receiver on 127.0.0.1, as an integrator runs one: it keeps what arrives and answers
 * with the next status of `answers` (200 once they run out).
 */
export async function startWebhookReceiver(): Promise<{
  readonly url: string;
  readonly received: ReceivedWebhook[];
  answerWith(...statuses: number[]): void;
  close(): Promise<void>;
}> {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ signature: String(request.headers["backline-signature"] ?? ""), body });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "thanks" : `failed with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks/backline`,
    received,
    answerWith: (...statuses) => answers.push(...statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
