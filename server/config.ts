import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where the embedded database, uploaded files and generated secrets live. */
  readonly dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  readonly databaseUrl?: string;
  /** The address the server is reached at, for absolute URLs (presigned uploads); from the request when absent. */
  readonly publicUrl?: string;
  /** Signs upload URLs. Servers behind one load balancer must share it (UPLOAD_SECRET). */
  readonly uploadSecret: string;
  /** Trust X-Forwarded-* headers (behind a proxy or load balancer). */
  readonly trustProxy: boolean;
  /** Multiplies every rate limit on what fans post (RATE_LIMIT_FACTOR; 1 by default). */
  readonly rateLimitFactor?: number;
}

function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "upload-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function positiveNumber(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${text}"`);
  return value;
}

/** The server's settings from the environment: PORT, HOST, DATA_DIR, DATABASE_URL, PUBLIC_URL, UPLOAD_SECRET, TRUST_PROXY. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const dataDir = resolve(env.DATA_DIR ?? "./data");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL.replace(/\/$/, "") } : {}),
    uploadSecret: env.UPLOAD_SECRET ?? loadOrCreateSecret(dataDir),
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
    rateLimitFactor: positiveNumber("RATE_LIMIT_FACTOR", env.RATE_LIMIT_FACTOR ?? "1"),
  };
}
