import { existsSync, rmSync } from "node:fs";
import { chmod } from "node:fs/promises";
import { connect, createServer, type Server } from "node:net";
import { join } from "node:path";

/**
 * The running server's local control channel: a Unix socket in DATA_DIR that only who can read
 * DATA_DIR reaches (mode 0600), so a command such as `backline backup` can ask the server that holds
 * the embedded database (one process at a time) to do the work. One JSON line asked, one answered.
 */
export function controlSocketPath(dataDir: string): string {
  return join(dataDir, "control.sock");
}

export type ControlRequest = { readonly command: "backup"; readonly to: string };
export type ControlAnswer = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly problem: string };

/** Listens on DATA_DIR/control.sock (a socket left by a killed server is replaced: this process holds DATA_DIR's lock). */
export async function listenForControl(dataDir: string, answer: (request: ControlRequest) => Promise<ControlAnswer>): Promise<Server> {
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
        .then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
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
