import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Profile } from "../../schema/entities/people";
import { buildApp } from "../app";
import type { ServerConfig } from "../config";
import type { ServerContext } from "../context";
import { createAccount, setMembership } from "../data/accounts";
import { createEditor } from "../data/editors";
import { createProfile, setDefaultProfile } from "../data/profiles";
import { createSession } from "../data/sessions";
import { hashPassword } from "../security/passwords";
import { diskStorage } from "../storage/diskStorage";
import { type DatabaseKind, openTestDatabase } from "./testDatabase";

export interface TestServer {
  readonly app: FastifyInstance;
  readonly context: ServerContext;
  /** The default profile (what localhost gets). */
  readonly profile: Profile;
  /** A second artist, for proving that one's data is not reachable through the other's ids. */
  readonly otherProfile: Profile;
  readonly close: () => Promise<void>;
}

export interface TestServerOptions {
  readonly bodyLimit?: number;
  /** Adds test-only routes before the app is ready. */
  readonly beforeReady?: (app: FastifyInstance, context: ServerContext) => void;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly context: ServerContext;
  readonly close: () => Promise<void>;
}

/** The whole app on a fresh, empty database and a temporary data folder. */
export async function createTestApp(kind: DatabaseKind = "pglite", { bodyLimit, beforeReady }: TestServerOptions = {}): Promise<TestApp> {
  const { db, dispose } = await openTestDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), "backline-test-"));
  const config: ServerConfig = { port: 0, host: "127.0.0.1", dataDir, uploadSecret: "test-secret", trustProxy: false };
  const context: ServerContext = { db, storage: diskStorage(join(dataDir, "media")), config };
  const app = await buildApp({ context, ...(bodyLimit ? { bodyLimit } : {}) });
  beforeReady?.(app, context);
  await app.ready();
  return {
    app,
    context,
    close: async () => {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The whole app on a fresh database, with two artists. */
export async function createTestServer(kind: DatabaseKind = "pglite", options: TestServerOptions = {}): Promise<TestServer> {
  const testApp = await createTestApp(kind, options);
  const profile = await createProfile(testApp.context.db, "Test Artist");
  const otherProfile = await createProfile(testApp.context.db, "Other Artist");
  await setDefaultProfile(testApp.context.db, profile.id);
  return { ...testApp, profile, otherProfile };
}

let counter = 0;

/** A fan of `profileId` with a live session; `membershipTierId` sets their tier. */
export async function createFan(server: TestServer, profileId: string, options: { membershipTierId?: string; email?: string } = {}) {
  const email = options.email ?? `fan${++counter}-${Date.now()}@example.com`;
  const account = await createAccount(server.context.db, {
    profileId,
    firstName: "Test",
    lastName: "Fan",
    email,
    passwordHash: await hashPassword("correct horse battery"),
  });
  if (!account) throw new Error(`createFan: ${email} exists`);
  if (options.membershipTierId) await setMembership(server.context.db, profileId, account.id, options.membershipTierId);
  const token = await createSession(server.context.db, profileId, { kind: "fan", accountId: account.id });
  return { account, token, headers: { authorization: `Bearer ${token}` } };
}

/** An editor (or owner) of `profileId` with a live session. */
export async function createTestEditor(server: TestServer, profileId: string, role: "owner" | "editor" = "owner") {
  const editor = await createEditor(server.context.db, {
    profileId,
    email: `editor${++counter}@example.com`,
    name: "Test Editor",
    role,
    passwordHash: await hashPassword("editor password"),
  });
  const token = await createSession(server.context.db, profileId, { kind: "editor", editorId: editor.id });
  return { editor, token, headers: { authorization: `Bearer ${token}` } };
}
