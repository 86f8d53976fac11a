import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of a server (the test PostgreSQL), which a test cuts as a network or a
 * stopped database would, without touching the server other tests share: `stop` refuses new
 * connections and breaks the open ones; `start` listens again on the same port and forwards, or,
 * `muted`, takes connections and never answers (a database that hangs).
 */
export interface TcpProxy {
  readonly port: number;
  start(options?: { readonly muted?: boolean }): Promise<void>;
  stop(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let muted = false;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const newServer = () =>
    createServer((client) => {
      track(client);
      if (muted) return;
      const upstream = connect(targetPort, targetHost);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  let server: Server | null = newServer();
  const port = await listen(server, 0);
  const stop = async () => {
    const closing = server;
    server = null;
    for (const socket of open) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    port,
    async start(options = {}) {
      muted = options.muted ?? false;
      if (server) return;
      server = newServer();
      await listen(server, port);
    },
    stop,
    close: stop,
  };
}

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const proxied = new URL(url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  return proxied.toString();
}
