import { randomBytes } from "node:crypto";
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export interface ServerConfig {
  readonly port: number;
  /**
   * The domain under which every artist has an address of their own, `<slug>.<platformDomain>`
   * (PLATFORM_DOMAIN; `localhost` by default, which browsers resolve with every subdomain).
   */
  readonly platformDomain?: string;
  /** DEFAULT_ARTIST: the address name of the artist the bare platform address serves; the demo artist when unset. */
  readonly defaultArtist?: string;
  readonly host: string;
  /** Where the embedded database, uploaded files and generated secrets live. */
  readonly dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  readonly databaseUrl?: string;
  /** The address the server is reached at, for absolute URLs (presigned uploads); from the request when absent. */
  readonly publicUrl?: string;
  /** Signs upload URLs. Servers behind one load balancer must share it (UPLOAD_SECRET). */
  readonly uploadSecret: string;
  /**
   * How many proxies in front of the server set X-Forwarded-* (TRUST_PROXY: a number, `true` for
   * one); false trusts none. Headers from further back are the client's own, and not believed.
   */
  readonly trustProxy: false | number;
  /** Multiplies every rate limit on what fans post (RATE_LIMIT_FACTOR; 1 by default). */
  readonly rateLimitFactor?: number;
  /** An S3-compatible bucket for the media instead of DATA_DIR (S3_BUCKET and the other S3_* settings). */
  readonly s3?: S3Settings;
  /** The bearer token of the operator API (POST /api/operator/artists); the API is off without it (OPERATOR_TOKEN). */
  readonly operatorToken?: string;
  /** The bearer token of the mail provider's bounce and complaint reports (POST /api/mail/events); off without it (MAIL_WEBHOOK_TOKEN). */
  readonly mailWebhookToken?: string;
  /** SMTP_URL: mail goes to this SMTP server (smtp:// or smtps://, credentials in the address); without it, to DATA_DIR/outbox. */
  readonly smtpUrl?: string;
  /** MAIL_FROM: the sender of the mail the product sends (receipts, links); DEFAULT_MAIL_FROM when unset. */
  readonly mailFrom?: string;
  /**
   * SHOW_POWERED_BY: whether the site's footer links 'Powered by Backline' (issue 34, item 8); on
   * (and when absent) unless set to `false`, which a white-label host does so that no fan sees the
   * platform's name.
   */
  readonly showPoweredBy?: boolean;
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: payments go through Stripe; without them, through the test provider. */
  readonly stripe?: StripeSettings;
  /** NEWSLETTER_BATCH_SIZE and NEWSLETTER_PER_MINUTE: how newsletters are paced (50 a batch, 600 a minute by default). */
  readonly newsletterBatchSize?: number;
  readonly newsletterPerMinute?: number;
  /** ANALYTICS_RETENTION_DAYS: how long raw analytics events are kept (90 days by default); their hourly and daily roll-ups stay. */
  readonly analyticsRetentionDays?: number;
  /**
   * GEOIP_DATABASE: the path of a MaxMind-format country database (GeoLite2-Country.mmdb, DB-IP's
   * country lite) the operator downloaded; analytics then keep each visit's country (never its
   * address). Without it, no country.
   */
  readonly geoipDatabase?: string;
  /** How often buffered analytics events are written (1 s); 0 writes each batch before answering (tests). */
  readonly analyticsBufferMs?: number;
  /** How long the studio's analytics wait for the store before answering 503 `busy` (8 s; tests shorten it). */
  readonly analyticsAnswerMs?: number;
  /** DNS_SERVERS: the DNS servers custom domains are checked against (`ip` or `ip:port`, comma-separated); the system's when unset. */
  readonly dnsServers?: readonly string[];
  /** FFMPEG_PATH: a system FFmpeg (Debian's `ffmpeg`) for the audio pipeline; the npm-installed binary when unset. */
  readonly ffmpegPath?: string;
  /**
   * TEST_CLOCK_CONTROL=1, for end-to-end tests only: releases' dates follow a clock that
   * POST /api/testing/release-clock moves ahead (and the pre-order job runs at once). Never set it
   * on a server fans use: anyone could release every pre-order early.
   */
  readonly testClockControl?: boolean;
  /**
   * BACKUP_DIR, BACKUP_EVERY_HOURS (24 by default) and BACKUP_KEEP (7): the server backs itself up
   * into BACKUP_DIR that often through the job queue, keeping the newest BACKUP_KEEP; off without BACKUP_DIR.
   */
  readonly backups?: { readonly dir: string; readonly everyHours: number; readonly keep: number };
  /**
   * WEBHOOKS_ALLOW_PRIVATE=1, for local testing only: webhook endpoints may be http:// and on
   * private, loopback or link-local addresses. Off, the server refuses them, so no artist can make
   * it call into the operator's own network (server-side request forgery).
   */
  readonly webhooksAllowPrivate?: boolean;
  /**
   * METRICS_PORT: Prometheus metrics at `/metrics` on this port of HOST, apart from the site (a port
   * the firewall keeps private). METRICS_TOKEN: metrics at `/metrics` on the main port, for a
   * bearer of this token. With neither, no metrics are served.
   */
  readonly metricsPort?: number;
  readonly metricsToken?: string;
}

/** The keys of a Stripe account, and where its API answers. */
export interface StripeSettings {
  /** The account's secret key (sk_…), or a restricted key (rk_…) allowed Checkout, refunds, subscriptions and products. */
  readonly secretKey: string;
  /** The signing secret (whsec_…) of the webhook endpoint given to Stripe, which signs every event it sends. */
  readonly webhookSecret: string;
  /** Stripe's API at another address (http or https); api.stripe.com when absent. Not read from the environment: tests use it. */
  readonly apiUrl?: string;
}

/** Where an S3-compatible store is and how to sign in to it. */
export interface S3Settings {
  readonly bucket: string;
  /** us-east-1 by default; S3-compatible servers mostly take any. */
  readonly region: string;
  /** The store's address, for S3-compatible servers (MinIO, s3rver, R2); AWS's own when absent. */
  readonly endpoint?: string;
  /** Keys to sign with; when absent, the AWS SDK's usual chain (AWS_* variables, the instance's role). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** Buckets addressed as `endpoint/bucket` rather than `bucket.endpoint` (MinIO and s3rver need it). */
  readonly forcePathStyle: boolean;
}

/** Where artists' own addresses are in development: `<slug>.localhost`, which browsers resolve with no setup (RFC 6761). */
export const DEFAULT_PLATFORM_DOMAIN = "localhost";

/** The sender of the product's mail when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = "Backline <no-reply@localhost>";

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

const isTrue = (text: string | undefined) => text === "true" || text === "1";

/** A setting that is on unless turned off: `true`/`1` or unset is on, `false`/`0` off, anything else a mistake worth stopping for. */
function onUnlessOff(name: string, text: string | undefined): boolean {
  const value = text?.trim().toLowerCase() ?? "";
  if (value === "" || value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw new Error(`${name} must be true or false, not "${text}"`);
}

/** The S3 settings that mean nothing without S3_BUCKET: one set alone is a mistake worth stopping for. */
const S3_COMPANIONS = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"];

/** S3_BUCKET and the settings that go with it; none without S3_BUCKET (files then stay on disk). */
function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket) {
    const stray = S3_COMPANIONS.filter((name) => env[name]);
    if (stray.length > 0) throw new Error(`${stray.join(", ")} ${stray.length > 1 ? "are" : "is"} set but S3_BUCKET is not`);
    return undefined;
  }
  if (endpoint && !(URL.canParse(endpoint) && /^https?:$/.test(new URL(endpoint).protocol)))
    throw new Error(`S3_ENDPOINT must be an http(s) address, not "${endpoint}"`);
  if (!accessKeyId !== !secretAccessKey) throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither");
  return {
    bucket,
    region: env.S3_REGION || "us-east-1",
    ...(endpoint ? { endpoint } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: isTrue(env.S3_FORCE_PATH_STYLE),
  };
}

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, which make sense only together. */
function readStripeSettings(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (!secretKey && !webhookSecret) return undefined;
  // Payments taken without their events would never mark an order paid: refuse to start half-configured.
  if (!secretKey || !webhookSecret)
    throw new Error(
      `${secretKey ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"} is not set: Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET`,
    );
  // The publishable key (pk_…) is the usual slip: it cannot create a checkout.
  if (!/^(sk|rk)_/.test(secretKey))
    throw new Error("STRIPE_SECRET_KEY must be a secret key (sk_…) or a restricted key (rk_…), not a publishable one");
  if (!webhookSecret.startsWith("whsec_")) throw new Error("STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…)");
  return { secretKey, webhookSecret };
}

/**
 * The server's settings from the environment: PORT, HOST, DATA_DIR, DATABASE_URL, PUBLIC_URL,
 * UPLOAD_SECRET, TRUST_PROXY, RATE_LIMIT_FACTOR, OPERATOR_TOKEN, MAIL_WEBHOOK_TOKEN, SMTP_URL and MAIL_FROM, S3_* for
 * media in a bucket, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for payments through Stripe, and
 * NEWSLETTER_BATCH_SIZE and NEWSLETTER_PER_MINUTE for the pace of newsletters, DNS_SERVERS for
 * checking custom domains, SHOW_POWERED_BY for the footer's link to the platform, ANALYTICS_RETENTION_DAYS for how
 * long raw analytics events are kept, GEOIP_DATABASE for visitors' countries, METRICS_PORT or
 * METRICS_TOKEN for Prometheus metrics.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const dataDir = resolve(env.DATA_DIR ?? "./data");
  const s3 = readS3Settings(env);
  const stripe = readStripeSettings(env);
  if (env.SMTP_URL && !(URL.canParse(env.SMTP_URL) && /^smtps?:$/.test(new URL(env.SMTP_URL).protocol)))
    throw new Error("SMTP_URL must be an smtp:// or smtps:// address, such as smtp://user:password@mail.example.com:587");
  // A guessable operator token would hand anyone new artists: refuse a short one rather than run with it.
  if (env.OPERATOR_TOKEN !== undefined && env.OPERATOR_TOKEN !== "" && env.OPERATOR_TOKEN.length < 24)
    throw new Error("OPERATOR_TOKEN must be at least 24 characters (for example `openssl rand -base64 32`)");
  // A guessed one would let anyone stop an artist's mail to any address.
  if (env.MAIL_WEBHOOK_TOKEN !== undefined && env.MAIL_WEBHOOK_TOKEN !== "" && env.MAIL_WEBHOOK_TOKEN.length < 24)
    throw new Error("MAIL_WEBHOOK_TOKEN must be at least 24 characters (for example `openssl rand -base64 32`)");
  // A guessed one would show anyone the server's traffic and queues.
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN !== "" && env.METRICS_TOKEN.length < 24)
    throw new Error("METRICS_TOKEN must be at least 24 characters (for example `openssl rand -base64 32`)");
  return {
    port,
    platformDomain: platformDomainOf(env.PLATFORM_DOMAIN, env.PUBLIC_URL),
    ...(env.DEFAULT_ARTIST?.trim() ? { defaultArtist: env.DEFAULT_ARTIST.trim().toLowerCase() } : {}),
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL.replace(/\/$/, "") } : {}),
    uploadSecret: env.UPLOAD_SECRET ?? loadOrCreateSecret(dataDir),
    trustProxy: proxyHops(env.TRUST_PROXY),
    rateLimitFactor: positiveNumber("RATE_LIMIT_FACTOR", env.RATE_LIMIT_FACTOR ?? "1"),
    ...(s3 ? { s3 } : {}),
    ...(env.OPERATOR_TOKEN ? { operatorToken: env.OPERATOR_TOKEN } : {}),
    ...(env.MAIL_WEBHOOK_TOKEN ? { mailWebhookToken: env.MAIL_WEBHOOK_TOKEN } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.FFMPEG_PATH?.trim() ? { ffmpegPath: env.FFMPEG_PATH.trim() } : {}),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    showPoweredBy: onUnlessOff("SHOW_POWERED_BY", env.SHOW_POWERED_BY),
    ...(stripe ? { stripe } : {}),
    ...(env.NEWSLETTER_BATCH_SIZE ? { newsletterBatchSize: wholeNumber("NEWSLETTER_BATCH_SIZE", env.NEWSLETTER_BATCH_SIZE, 1, 1000) } : {}),
    ...(env.NEWSLETTER_PER_MINUTE
      ? { newsletterPerMinute: wholeNumber("NEWSLETTER_PER_MINUTE", env.NEWSLETTER_PER_MINUTE, 1, 100_000) }
      : {}),
    ...(env.DNS_SERVERS?.trim() ? { dnsServers: dnsServersOf(env.DNS_SERVERS) } : {}),
    ...(env.ANALYTICS_RETENTION_DAYS
      ? { analyticsRetentionDays: wholeNumber("ANALYTICS_RETENTION_DAYS", env.ANALYTICS_RETENTION_DAYS, 1, 3650) }
      : {}),
    ...(env.GEOIP_DATABASE?.trim() ? { geoipDatabase: readableFile("GEOIP_DATABASE", env.GEOIP_DATABASE.trim()) } : {}),
    ...(env.TEST_CLOCK_CONTROL === "1" ? { testClockControl: true } : {}),
    ...(env.BACKUP_DIR?.trim()
      ? {
          backups: {
            dir: resolve(env.BACKUP_DIR.trim()),
            everyHours: positiveNumber("BACKUP_EVERY_HOURS", env.BACKUP_EVERY_HOURS ?? "24"),
            keep: wholeNumber("BACKUP_KEEP", env.BACKUP_KEEP ?? "7", 1, 10_000),
          },
        }
      : {}),
    ...(env.WEBHOOKS_ALLOW_PRIVATE === "1" ? { webhooksAllowPrivate: true } : {}),
    ...(env.METRICS_PORT?.trim() ? { metricsPort: wholeNumber("METRICS_PORT", env.METRICS_PORT.trim(), 1, 65535) } : {}),
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
  };
}

/** DNS_SERVERS as node:dns takes them: `1.1.1.1`, `127.0.0.1:5353`, `[::1]:53`, comma-separated. */
function dnsServersOf(value: string): string[] {
  return value.split(",").map((entry) => {
    const server = entry.trim();
    if (!/^(?:\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?|\[[0-9a-f:.]+\](?::\d{1,5})?|[0-9a-f:]*:[0-9a-f:.]*)$/i.test(server))
      throw new Error(`DNS_SERVERS must be IP addresses, each with an optional port (1.1.1.1, 127.0.0.1:5353), not "${server}".`);
    return server;
  });
}

/** A setting naming a file the server reads, as an absolute path; a missing or unreadable file is a mistake worth stopping for. */
function readableFile(name: string, path: string): string {
  const file = resolve(path);
  try {
    if (!statSync(file).isFile()) throw new Error("it is not a file");
    accessSync(file, constants.R_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "there is no such file" : (error as Error).message;
    throw new Error(`${name} must name a file the server can read, not "${path}": ${reason}`);
  }
  return file;
}

/** A whole number setting within its bounds, or a clear error naming it. */
function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  return value;
}

/** TRUST_PROXY as a number of proxy hops: `true` is the one load balancer in front; off by default. */
function proxyHops(value: string | undefined): false | number {
  if (!value?.trim()) return false;
  if (isTrue(value)) return 1;
  const hops = Number(value);
  if (Number.isInteger(hops) && hops >= 0 && hops <= 10) return hops === 0 ? false : hops;
  throw new Error(`TRUST_PROXY must be true, false or a number of proxies (1 to 10), not "${value}".`);
}

/**
 * PLATFORM_DOMAIN as a host name: lowercased, without a final dot. When unset, PUBLIC_URL's host
 * name (artists at `<slug>.backline.example` for PUBLIC_URL=https://backline.example), unless that
 * is an IP address, which has no subdomains; else `localhost`.
 */
function platformDomainOf(value: string | undefined, publicUrl: string | undefined): string {
  const domain = (value ?? "").trim().toLowerCase().replace(/\.$/, "");
  if (domain === "") {
    const publicHost = publicUrl && URL.canParse(publicUrl) ? new URL(publicUrl).hostname : "";
    return publicHost && !/^[\d.]+$|^\[/.test(publicHost) ? publicHost : DEFAULT_PLATFORM_DOMAIN;
  }
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(domain))
    throw new Error(`PLATFORM_DOMAIN must be a host name such as backline.example, not "${value}".`);
  return domain;
}
