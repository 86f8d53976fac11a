import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readConfig } from "./config";

const dataDir = mkdtempSync(join(tmpdir(), "backline-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const read = (env: Record<string, string>) => readConfig({ DATA_DIR: dataDir, UPLOAD_SECRET: "secret", ...env });

describe("readConfig's S3 settings", () => {
  it("keeps media on disk without S3_BUCKET", () => {
    expect(read({}).s3).toBeUndefined();
  });

  it("reads a bucket on an S3-compatible server", () => {
    const config = read({
      S3_BUCKET: "media",
      S3_ENDPOINT: "http://localhost:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret key",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.s3).toEqual({
      bucket: "media",
      region: "us-east-1",
      endpoint: "http://localhost:9000",
      credentials: { accessKeyId: "key", secretAccessKey: "secret key" },
      forcePathStyle: true,
    });
  });

  it("leaves the endpoint and keys to AWS's defaults when absent", () => {
    expect(read({ S3_BUCKET: "media", S3_REGION: "eu-west-3" }).s3).toEqual({
      bucket: "media",
      region: "eu-west-3",
      forcePathStyle: false,
    });
  });

  it("stops on settings that cannot be meant", () => {
    expect(() => read({ S3_ENDPOINT: "http://localhost:9000" })).toThrow("S3_ENDPOINT is set but S3_BUCKET is not");
    expect(() => read({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" })).toThrow(/set both or neither/);
    expect(() => read({ S3_BUCKET: "media", S3_ENDPOINT: "localhost:9000" })).toThrow(/S3_ENDPOINT must be an http\(s\) address/);
  });
});

describe("readConfig's OPERATOR_TOKEN", () => {
  it("turns the operator API on with a long enough token, and refuses a short one", () => {
    expect(read({}).operatorToken).toBeUndefined();
    expect(read({ OPERATOR_TOKEN: "a-long-enough-operator-token-123" }).operatorToken).toBe("a-long-enough-operator-token-123");
    expect(() => read({ OPERATOR_TOKEN: "short" })).toThrow(/OPERATOR_TOKEN must be at least 24 characters/);
  });
});

describe("readConfig's MAIL_WEBHOOK_TOKEN", () => {
  it("takes bounce and complaint reports with a long enough token, and refuses a short one", () => {
    expect(read({}).mailWebhookToken).toBeUndefined();
    expect(read({ MAIL_WEBHOOK_TOKEN: "a-long-enough-webhook-token-1234" }).mailWebhookToken).toBe("a-long-enough-webhook-token-1234");
    expect(() => read({ MAIL_WEBHOOK_TOKEN: "short" })).toThrow(/MAIL_WEBHOOK_TOKEN must be at least 24 characters/);
  });
});

describe("readConfig's mail settings", () => {
  it("sends to SMTP_URL when it is an smtp(s) address, else to the outbox, from MAIL_FROM when set", () => {
    expect(read({})).not.toHaveProperty("smtpUrl");
    expect(read({}).mailFrom).toBeUndefined();
    expect(read({ SMTP_URL: "smtps://user:secret@mail.example.com:465", MAIL_FROM: "Night Ferry <shop@nightferry.test>" })).toMatchObject({
      smtpUrl: "smtps://user:secret@mail.example.com:465",
      mailFrom: "Night Ferry <shop@nightferry.test>",
    });
    expect(() => read({ SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/);
    expect(() => read({ SMTP_URL: "https://mail.example.com" })).toThrow(/SMTP_URL must be/);
  });
});

describe("readConfig's Stripe settings", () => {
  const keys = { STRIPE_SECRET_KEY: "sk_test_51abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };

  it("takes payments through Stripe with both keys, through the test provider with neither", () => {
    expect(read({})).not.toHaveProperty("stripe");
    expect(read(keys).stripe).toEqual({ secretKey: "sk_test_51abc", webhookSecret: "whsec_abc" });
    expect(read({ ...keys, STRIPE_SECRET_KEY: "rk_live_51abc" }).stripe?.secretKey).toBe("rk_live_51abc");
  });

  it("stops on one key without the other, and on keys of the wrong kind", () => {
    expect(() => read({ STRIPE_SECRET_KEY: "sk_test_51abc" })).toThrow(
      "STRIPE_WEBHOOK_SECRET is not set: Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
    );
    expect(() => read({ STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(/^STRIPE_SECRET_KEY is not set/);
    expect(() => read({ ...keys, STRIPE_SECRET_KEY: "pk_test_51abc" })).toThrow(/STRIPE_SECRET_KEY must be a secret key/);
    expect(() => read({ ...keys, STRIPE_WEBHOOK_SECRET: "abc" })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret/,
    );
  });
});

describe("readConfig's DNS_SERVERS", () => {
  it("checks custom domains against the servers named, with their ports, else the system's", () => {
    expect(read({}).dnsServers).toBeUndefined();
    expect(read({ DNS_SERVERS: "1.1.1.1, 127.0.0.1:5353,[::1]:53" }).dnsServers).toEqual(["1.1.1.1", "127.0.0.1:5353", "[::1]:53"]);
    expect(() => read({ DNS_SERVERS: "dns.example" })).toThrow(/DNS_SERVERS must be IP addresses/);
    expect(() => read({ DNS_SERVERS: "1.1.1.1;8.8.8.8" })).toThrow(/DNS_SERVERS must be IP addresses/);
  });
});

describe("readConfig's SHOW_POWERED_BY (issue 34, item 8)", () => {
  it("shows the footer's 'Powered by Backline' unless a white-label host turns it off, and stops on a value that cannot be meant", () => {
    expect(read({}).showPoweredBy).toBe(true);
    expect(read({ SHOW_POWERED_BY: "true" }).showPoweredBy).toBe(true);
    expect(read({ SHOW_POWERED_BY: "false" }).showPoweredBy).toBe(false);
    expect(read({ SHOW_POWERED_BY: "0" }).showPoweredBy).toBe(false);
    expect(() => read({ SHOW_POWERED_BY: "no" })).toThrow('SHOW_POWERED_BY must be true or false, not "no"');
  });
});

describe("readConfig's GEOIP_DATABASE", () => {
  it("is off when unset or blank, and an absolute path when it names a readable file", () => {
    expect(read({}).geoipDatabase).toBeUndefined();
    expect(read({ GEOIP_DATABASE: "  " }).geoipDatabase).toBeUndefined();
    const file = join(dataDir, "country.mmdb");
    writeFileSync(file, "any bytes: the lookup checks the format at start");
    expect(read({ GEOIP_DATABASE: file }).geoipDatabase).toBe(file);
  });

  it("stops the server at start, naming the setting, for a missing file or a folder", () => {
    expect(() => read({ GEOIP_DATABASE: join(dataDir, "GeoLite2-Country.mmdb") })).toThrow(
      /GEOIP_DATABASE must name a file the server can read, not ".*GeoLite2-Country\.mmdb": there is no such file/,
    );
    mkdirSync(join(dataDir, "geoip"), { recursive: true });
    expect(() => read({ GEOIP_DATABASE: join(dataDir, "geoip") })).toThrow(/GEOIP_DATABASE must name a file .*it is not a file/);
  });
});

describe("the settings README documents", () => {
  it("has a row in README's table of settings for every variable the server reads", () => {
    const names = new Set<string>();
    // An environment that notes each name asked of it: readConfig reads every setting, set or not.
    const recording = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_env, name) => {
        if (typeof name === "string") names.add(name);
        return name === "DATA_DIR" ? dataDir : undefined;
      },
    });
    readConfig(recording);
    // Read outside readConfig: main.ts (the log level) and faultPoint.ts (the crash tests' kill point).
    for (const name of ["LOG_LEVEL", "BACKLINE_FAULT"]) names.add(name);
    const rows = readFileSync(new URL("../README.md", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    expect(names.size).toBeGreaterThan(20);
    expect([...names].filter((name) => !rows.some((row) => row.split("|")[1]?.includes(`\`${name}\``)))).toEqual([]);
  });
});

describe("readConfig's scheduled backups", () => {
  it("are off without BACKUP_DIR, daily keeping 7 by default, and refuse a retention that is not a whole number", () => {
    expect(read({}).backups).toBeUndefined();
    expect(read({ BACKUP_DIR: "/var/backups/backline" }).backups).toEqual({ dir: "/var/backups/backline", everyHours: 24, keep: 7 });
    expect(read({ BACKUP_DIR: "/b", BACKUP_EVERY_HOURS: "6", BACKUP_KEEP: "28" }).backups).toEqual({ dir: "/b", everyHours: 6, keep: 28 });
    expect(() => read({ BACKUP_DIR: "/b", BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
    expect(() => read({ BACKUP_DIR: "/b", BACKUP_EVERY_HOURS: "soon" })).toThrow(/BACKUP_EVERY_HOURS/);
  });
});

describe("readConfig's METRICS_PORT and METRICS_TOKEN", () => {
  it("serves no metrics without them, and reads a port and a long enough token", () => {
    expect(read({}).metricsPort).toBeUndefined();
    expect(read({}).metricsToken).toBeUndefined();
    expect(read({ METRICS_PORT: "9464" }).metricsPort).toBe(9464);
    expect(read({ METRICS_TOKEN: "a-long-enough-metrics-token-1234" }).metricsToken).toBe("a-long-enough-metrics-token-1234");
  });

  it("stops on a port that is not one, and on a short token", () => {
    expect(() => read({ METRICS_PORT: "http" })).toThrow(/METRICS_PORT must be a whole number from 1 to 65535/);
    expect(() => read({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
    expect(() => read({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN must be at least 24 characters/);
  });
});
