/**
 * The server the member-calls benchmark measures, in its own process: the real app with the demo
 * artist on the embedded database, every demo fan on a tier logged in (a session each, as logging
 * in makes) and owning two releases (a paid order each), and beside it a bare Fastify route
 * answering a constant JSON body (the ceiling). Prints the ports and the members as one JSON line.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../server/app";
import { findAccountByEmail } from "../server/data/accounts";
import { moveOrder } from "../server/data/orderMoves";
import { createOrder } from "../server/data/orders";
import { listProducts } from "../server/data/products";
import { createSession } from "../server/data/sessions";
import { migrate } from "../server/db/migrate";
import { openPglite } from "../server/db/pglite";
import { demoContent } from "../server/demo/content";
import { seedDemoIfEmpty } from "../server/demo/seed";
import { newId } from "../server/security/tokens";
import { benchContext, listenBare, portOf } from "./harness/benchServer";

const dataDir = mkdtempSync(join(tmpdir(), "backline-bench-"));
const db = await openPglite(join(dataDir, "db"));
await migrate(db);
const context = benchContext(db, dataDir);
const seeded = await seedDemoIfEmpty(context);
if (!seeded) throw new Error("the bench's fresh database already had an artist");
const profileId = seeded.profile.id;
const releases = (await listProducts(db, profileId, { category: "Music", page: 1, limit: 50 })).data;

const members = [];
for (const [index, fan] of demoContent({ now: new Date() }).fans.entries()) {
  const found = await findAccountByEmail(db, profileId, fan.email);
  const tierId = found?.account.membership.membershipTierId;
  if (!found || !tierId) continue;
  const { account } = found;
  const owned = [releases[index % releases.length], releases[(index + 1) % releases.length]].flatMap((release) =>
    release ? [release] : [],
  );
  const { order } = await createOrder(db, {
    profileId,
    accountId: account.id,
    email: account.email,
    idempotencyKey: newId().padEnd(20, "k"),
    lines: owned.map((release) => ({
      productId: release.id,
      variantId: release.variants[0]?.id ?? "",
      title: release.title,
      priceCents: 100,
      gift: null,
    })),
    totalCents: 100 * owned.length,
  });
  await moveOrder(db, order.id, "paid", "payment succeeded");
  const token = await createSession(db, profileId, { kind: "fan", accountId: account.id }, "bench");
  members.push({ token, email: account.email, tierId, owns: owned.map((release) => release.title) });
}

const app = await buildApp({ context });
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ api: portOf(app.server), bare: await listenBare(), members }));
// Exits cleanly when the bench is done with it, so a profile asked for with --cpu-prof is written.
process.once("SIGTERM", () => process.exit(0));
