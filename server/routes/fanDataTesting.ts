import { expect } from "vitest";
import type { Product } from "../../schema/entities/catalogue";
import type { MembershipTier } from "../../schema/entities/membership";
import { addContactMessage } from "../data/contactMessages";
import { createEmailList } from "../data/emailLists";
import { createPost } from "../data/posts";
import { createProduct } from "../data/products";
import { createTier } from "../data/tiers";
import { newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

export type Fan = Awaited<ReturnType<typeof createFan>>;
export const PASSWORD = "correct horse battery";

/**
 * A test server for a fan's data (issue 35, item 4): an album to buy, a paid tier, a poll post to
 * comment on, like, save and vote in, and an email list; requests from ever-new client addresses,
 * so the per-client limits of one test do not reach the next.
 */
export async function createFanDataWorld() {
  const server: TestServer = await createTestServer();
  const db = server.context.db;
  const profileId = server.profile.id;
  const album: Product = await createProduct(db, {
    profileId,
    title: "Night Drive",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 9.99 }],
  });
  const gold: MembershipTier = await createTier(db, { profileId, name: "Gold", priceMonthly: 10 });
  const pollPostId = (
    await createPost(db, {
      profileId,
      type: "poll",
      caption: "Vote",
      poll: { question: "Which?", options: [{ text: "This one" }, { text: "That one" }] },
    })
  ).id;
  const listId = (await createEmailList(db, profileId, "Newsletter")).id;

  let address = 0;
  const inject = (method: "GET" | "POST", url: string, headers: Record<string, string> = {}, payload?: object) =>
    server.app.inject({ method, url, headers, remoteAddress: `198.51.100.${++address % 250}`, ...(payload ? { payload } : {}) });
  const key = () => newId().padEnd(20, "k");
  const pay = (paymentUrl: string) =>
    server.app.inject({
      method: "POST",
      url: paymentUrl,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "cardNumber=4242424242424242",
    });

  /** A fan who bought the album, pays for Gold, commented, liked, saved, voted, joined the list and wrote through a Contact form (in another case of their address). */
  async function busyFan(): Promise<Fan & { orderId: string; commentId: string }> {
    const fan = await createFan(server, profileId);
    const variant = album.variants[0]?.id ?? "";
    const order = await inject("POST", "/api/public/checkout", fan.headers, {
      items: [{ productId: album.id, productVariantId: variant, isGift: false }],
      idempotencyKey: key(),
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((await pay(order.json().paymentUrl)).statusCode).toBe(303);
    const membership = await inject("POST", "/api/public/membership/checkout", fan.headers, {
      membershipTierId: gold.id,
      interval: "month",
      idempotencyKey: key(),
    });
    expect((await pay(membership.json().paymentUrl)).statusCode).toBe(303);
    const entity = { entityId: pollPostId, entityType: "post" };
    const comment = await inject("POST", "/api/public/comments", fan.headers, { ...entity, content: "Loved the show" });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await inject("POST", "/api/public/likes", fan.headers, entity)).statusCode).toBe(200);
    expect((await inject("POST", "/api/public/saves", fan.headers, entity)).statusCode).toBe(200);
    const [option] = await db.query<{ uid: string }>("SELECT uid FROM poll_options WHERE post_id = $1 ORDER BY position", [pollPostId]);
    expect((await inject("POST", `/api/public/polls/${pollPostId}/votes`, fan.headers, { optionUid: option?.uid })).statusCode).toBe(200);
    await db.query("INSERT INTO email_subscribers (email_list_id, email) VALUES ($1, $2)", [listId, fan.account.email]);
    const contact = { pageId: "page_contact", pagePath: "/contact", blockId: "form", name: "Test", phone: "", subject: "Booking" };
    await addContactMessage(
      db,
      profileId,
      {
        ...contact,
        email: fan.account.email.toUpperCase(),
        message: "Can you play our town?",
        custom: [{ label: "Town", value: "Ghent" }],
      },
      new Date(),
    );
    return { ...fan, orderId: order.json().orderId, commentId: comment.json().id };
  }

  /** The token of the last link to a copy of data mailed to `email`. */
  function exportLink(email: string): { token: string; subject: string; text: string; fromName?: string } {
    const message = server.mail.filter((sent) => sent.to === email).at(-1);
    const token = /\/account\/your-data\/([A-Za-z0-9_-]+)/.exec(message?.text ?? "")?.[1];
    if (!message || !token) throw new Error(`no data export link was mailed to ${email}`);
    return { token, subject: message.subject, text: message.text, ...(message.fromName ? { fromName: message.fromName } : {}) };
  }

  return {
    server,
    album,
    pollPostId,
    inject,
    busyFan,
    exportLink,
    deleteAccount: (fan: Fan, password = PASSWORD) => inject("POST", "/api/accounts/me/delete", fan.headers, { password }),
    askExport: (fan: Fan) => inject("POST", "/api/accounts/me/data-export", fan.headers, {}),
    download: (token: string, headers: Record<string, string> = {}) => inject("GET", `/api/public/data-exports/${token}`, headers),
  };
}

export type FanDataWorld = Awaited<ReturnType<typeof createFanDataWorld>>;
