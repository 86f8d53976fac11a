import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Caddy's binary: CADDY_BIN when set, else `caddy` on PATH (Debian's package, which `npm test` installs as root); null when there is none. */
export function caddyBinary(): string | null {
  const binary = process.env.CADDY_BIN ?? "caddy";
  const probe = spawnSync(binary, ["version"], { encoding: "utf8" });
  return probe.status === 0 ? binary : null;
}

export interface CaddyPorts {
  readonly http: number;
  readonly https: number;
  /** Where Backline listens: Caddy asks it and proxies to it. */
  readonly backline: number;
}

/**
 * The README's Caddyfile, as a test runs it: Caddy's own CA instead of Let's Encrypt (`tls internal`),
 * high ports, its storage in `storageDir`, no admin endpoint, and no root put into the system's trust
 * store (the test trusts the root by hand).
 */
export function testCaddyfile(ports: CaddyPorts, storageDir: string): string {
  return `{
	admin off
	skip_install_trust
	http_port ${ports.http}
	https_port ${ports.https}
	storage file_system ${storageDir}
	on_demand_tls {
		ask http://127.0.0.1:${ports.backline}/api/tls/allowed
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy 127.0.0.1:${ports.backline}
}
`;
}

export interface RunningCaddy {
  /** The PEM of Caddy's local root CA, which signed every certificate it issues here. */
  readonly rootCertificate: string;
  /** Whether Caddy's storage holds a certificate for `host`. */
  readonly hasCertificateFor: (host: string) => boolean;
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Starts `caddy run` on the test's Caddyfile and waits until its HTTPS port answers and its root CA is written. */
export async function startCaddy(binary: string, ports: CaddyPorts, { timeoutMs = 15_000 } = {}): Promise<RunningCaddy> {
  const home = mkdtempSync(join(tmpdir(), "backline-caddy-"));
  const storageDir = join(home, "storage");
  const caddyfile = join(home, "Caddyfile");
  writeFileSync(caddyfile, testCaddyfile(ports, storageDir));
  // HOME and XDG_* too: Caddy writes nothing outside the test's folder.
  const env = { ...process.env, HOME: home, XDG_DATA_HOME: join(home, "data"), XDG_CONFIG_HOME: join(home, "config") };
  const child: ChildProcess = spawn(binary, ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk) => {
    printed += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    printed += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const rootPath = join(storageDir, "pki", "authorities", "local", "root.crt");
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(home, { recursive: true, force: true });
  };
  const started = Date.now();
  while (!(existsSync(rootPath) && (await portAnswers(ports.https)))) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Caddy exited (${child.exitCode}):\n${printed}`);
    }
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`Caddy did not answer on port ${ports.https} within ${timeoutMs} ms:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    rootCertificate: readFileSync(rootPath, "utf8"),
    hasCertificateFor: (host) => existsSync(join(storageDir, "certificates", "local", host)),
    output: () => printed,
    stop,
  };
}
