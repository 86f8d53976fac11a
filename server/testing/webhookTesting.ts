import type { WebhookEndpoint } from "../../schema/api/webhooks";
import { createOrder, type Order } from "../data/orders";
import { createProduct } from "../data/products";
import { newId } from "../security/tokens";
import type { Clock } from "../time/clock";
import type { WebhookDeps } from "../webhooks/deliverWebhooks";
import { startWebhookReceiver } from "../webhooks/webhookReceiverTesting";
import { createFan, createTestEditor, createTestServer, type TestServer } from "./testServer";

/** What a webhooks test runs against: the server, its artist's owner, a receiver, and the sender's dependencies. */
export interface WebhookTest {
  readonly server: TestServer;
  readonly owner: Awaited<ReturnType<typeof createTestEditor>>;
  readonly receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  readonly deps: WebhookDeps;
  close(): Promise<void>;
}

/**
 * A test server on `clock` whose webhooks may go to 127.0.0.1 (the operator's setting, since the
 * receiver runs there), with its artist's owner signed in and a real receiver listening; `deps`
 * send what is due, resolving every name to the receiver's address.
 */
export async function startWebhookTest(clock: Clock, studioOrigin: string | null): Promise<WebhookTest> {
  const server = await createTestServer("pglite", { clock, config: { webhooksAllowPrivate: true } });
  const owner = await createTestEditor(server, server.profile.id);
  const receiver = await startWebhookReceiver();
  const deps: WebhookDeps = {
    db: server.context.db,
    mail: server.context.mail,
    clock,
    resolve: async () => ["127.0.0.1"],
    allowPrivate: true,
    studioOrigin,
  };
  const close = async () => {
    await receiver.close();
    await server.close();
  };
  return { server, owner, receiver, deps, close };
}

/** An endpoint for `events` at `url`, registered through the studio as an owner does, with its secret shown this once. */
export async function addWebhookEndpoint(
  server: TestServer,
  { profileId, headers, url, events }: { profileId: string; headers: Record<string, string>; url: string; events: readonly string[] },
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const response = await server.app.inject({
    method: "POST",
    url: `/api/profiles/${profileId}/webhooks`,
    headers,
    payload: { url, events },
  });
  if (response.statusCode !== 201) throw new Error(`the endpoint was not added: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A new fan's order of one new product of the test artist (music or merch), not paid yet: the changes under test move it. */
export async function createUnpaidOrder(
  server: TestServer,
  product: { readonly title: string; readonly category: "Music" | "Merch"; readonly priceCents: number },
): Promise<Order> {
  const db = server.context.db;
  const made = await createProduct(db, {
    profileId: server.profile.id,
    title: product.title,
    artist: "Band",
    category: product.category,
    ...(product.category === "Music" ? { releaseType: "single" as const } : {}),
    variants: [{ price: product.priceCents / 100 }],
  });
  const fan = await createFan(server, server.profile.id);
  const { order } = await createOrder(db, {
    profileId: server.profile.id,
    accountId: fan.account.id,
    email: fan.account.email,
    idempotencyKey: newId().padEnd(20, "k"),
    lines: [{ productId: made.id, variantId: made.variants[0]?.id ?? "", title: made.title, priceCents: product.priceCents, gift: null }],
    totalCents: product.priceCents,
  });
  return order;
}
