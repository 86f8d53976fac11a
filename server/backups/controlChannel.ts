import { existsSync, rmSync } from "node:fs";
import { chmod } from "node:fs/promises";
import { connect, createServer, type Server, type Socket } from "node:net";
import { join } from "node:path";
import type { Writable } from "node:stream";
import { FRAMED_HEADER, framedWriter, framesEnd, readFrames } from "./controlFrames";

/**
 * The running server's local control channel: a Unix socket in DATA_DIR that only who can read
 * DATA_DIR reaches (mode 0600), so a command such as `backline backup` can ask the server that holds
 * the embedded database (one process at a time) to do the work. One JSON line asked, one answered;
 * or, for bytes (`backline export`'s zip), frames and a last line (controlFrames.ts).
 */
export function controlSocketPath(dataDir: string): string {
  return join(dataDir, "control.sock");
}

export type ControlRequest = { readonly command: "backup"; readonly to: string } | { readonly command: "export"; readonly artist: string };
export type ControlAnswer = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly problem: string };
/** An answer of bytes: `stream` writes them to `out` and resolves to the last line's JSON (what was sent, or why it stopped). */
export interface ControlStream {
  readonly ok: true;
  readonly stream: (out: Writable) => Promise<object>;
}

/** Sends a streamed answer: the header line, its bytes as frames, then how it ended (a failure half-way included). */
async function sendStream(socket: Socket, reply: ControlStream): Promise<void> {
  socket.write(`${JSON.stringify(FRAMED_HEADER)}\n`);
  const out = framedWriter(socket);
  const ended = await reply
    .stream(out)
    .catch((error: unknown) => ({ ok: false, problem: error instanceof Error ? error.message : String(error) }));
  if (!socket.destroyed) socket.end(framesEnd(ended));
}

/** Listens on DATA_DIR/control.sock (a socket left by a killed server is replaced: this process holds DATA_DIR's lock). */
export async function listenForControl(
  dataDir: string,
  answer: (request: ControlRequest) => Promise<ControlAnswer | ControlStream>,
): Promise<Server> {
  const path = controlSocketPath(dataDir);
  if (existsSync(path)) rmSync(path);
  const server = createServer((socket) => {
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
      // One request a connection, and a small one: a longer line is no request of ours.
      if (text.length > 10_000) socket.destroy();
      if (!text.includes("\n")) return;
      let request: ControlRequest;
      try {
        request = JSON.parse(text.slice(0, text.indexOf("\n"))) as ControlRequest;
      } catch {
        socket.end(`${JSON.stringify({ ok: false, problem: "not a request" })}\n`);
        return;
      }
      void answer(request)
        .catch((error: unknown): ControlAnswer => ({ ok: false, problem: error instanceof Error ? error.message : String(error) }))
        .then(async (reply) => {
          if ("stream" in reply) await sendStream(socket, reply);
          else socket.end(`${JSON.stringify(reply)}\n`);
        });
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  server.unref();
  return server;
}

/** Sends one request to the server on DATA_DIR's control socket and returns its answer. */
export function askServer(dataDir: string, request: ControlRequest): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocketPath(dataDir));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("end", () => {
      try {
        resolve(JSON.parse(text) as ControlAnswer);
      } catch {
        reject(new Error("the server's control channel gave no answer"));
      }
    });
    socket.on("error", reject);
  });
}

/**
 * Sends one request whose answer may be bytes: they go to `out` as they come, and the answer is
 * the last line (an answer of one line, such as a refusal, is returned as it is).
 */
export function askServerForBytes(dataDir: string, request: ControlRequest, out: Writable): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocketPath(dataDir));
    let head = Buffer.alloc(0);
    const onEnd = () => reject(new Error("the server's control channel gave no answer"));
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const newline = head.indexOf(10);
      if (newline < 0) return;
      socket.off("data", onData);
      socket.off("end", onEnd);
      let first: unknown;
      try {
        first = JSON.parse(head.subarray(0, newline).toString("utf8"));
      } catch {
        return reject(new Error("the server's control channel gave no answer"));
      }
      if (JSON.stringify(first) !== JSON.stringify(FRAMED_HEADER)) return resolve(first);
      readFrames(socket, head.subarray(newline + 1), out).then(resolve, reject);
    };
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", onData);
    socket.on("end", onEnd);
    socket.on("error", reject);
  });
}
