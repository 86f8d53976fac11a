import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Library } from "../../schema/api/library";
import type { StudioOrder } from "../../schema/api/studioOrders";
import type { Product } from "../../schema/entities/catalogue";
import { createProduct } from "../data/products";
import { newId } from "../security/tokens";
import { paidOnTestPage, reportTestRefunds } from "../testing/testProviderOrders";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let album: Product;
let fan: Awaited<ReturnType<typeof createFan>>;
let editor: Awaited<ReturnType<typeof createTestEditor>>;

beforeAll(async () => {
  server = await createTestServer();
  album = await createProduct(server.context.db, {
    profileId: server.profile.id,
    title: "Night Drive",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 12 }],
  });
  fan = await createFan(server, server.profile.id);
  editor = await createTestEditor(server, server.profile.id);
}, 60_000);
afterAll(() => server.close());

const bought = () => paidOnTestPage(server, fan.headers, album);
const reportRefunds = (paymentRef: string, refunds: { refundRef: string; amountCents: number }[], id?: string) =>
  reportTestRefunds(server, paymentRef, refunds, id);

const inLibrary = async () =>
  ((await server.app.inject({ url: "/api/public/library", headers: fan.headers })).json() as Library).releases.some(
    (release) => release.productId === album.id,
  );
/** The refund notices the fan got about an order, in order. */
const noticesOf = (orderId: string) =>
  server.mail.filter(
    (message) =>
      message.to === fan.account.email && message.text.includes(`Order ${orderId}`) && !message.subject.startsWith("Your receipt"),
  );

const studioOrder = async (orderId: string) =>
  (await server.app.inject({ url: `/api/profiles/${server.profile.id}/orders/${orderId}`, headers: editor.headers })).json() as StudioOrder;

describe("refunds reported by the provider (issue 30)", () => {
  it("record a 1-cent refund of a $12 order without cancelling it or taking its download, and cancel once the refunds reach the total", async () => {
    const { orderId, paymentRef } = await bought();
    const cent = `evt_${newId()}`;
    expect(await reportRefunds(paymentRef, [{ refundRef: "re_cent", amountCents: 1 }], cent)).toBe("refund-recorded");
    expect(await reportRefunds(paymentRef, [{ refundRef: "re_cent", amountCents: 1 }], cent)).toBe("duplicate");
    expect(await studioOrder(orderId)).toMatchObject({
      status: "delivered",
      refundedCents: 1,
      refunds: [{ amountCents: 1, cause: "refund (test)" }],
      refundable: true,
    });
    expect(await inLibrary()).toBe(true);

    // Another event names the same refund beside a new one: the first is counted once.
    const rest = [
      { refundRef: "re_cent", amountCents: 1 },
      { refundRef: "re_half", amountCents: 600 },
    ];
    expect(await reportRefunds(paymentRef, rest)).toBe("refund-recorded");
    expect(await studioOrder(orderId)).toMatchObject({ status: "delivered", refundedCents: 601 });
    expect(await inLibrary()).toBe(true);

    expect(await reportRefunds(paymentRef, [...rest, { refundRef: "re_last", amountCents: 599 }])).toBe("moved");
    const cancelled = await studioOrder(orderId);
    expect(cancelled).toMatchObject({ status: "cancelled", refundedCents: 1200, refundable: false });
    expect(cancelled.history.at(-1)).toMatchObject({ to: "cancelled", cause: "refund (test)" });
    expect(await inLibrary()).toBe(false);
  });

  it("tell the buyer of each refund once, from the artist, however often its event comes (issue 34, item 6)", async () => {
    const { orderId, paymentRef } = await bought();
    const part = `evt_${newId()}`;
    expect(await reportRefunds(paymentRef, [{ refundRef: "re_two", amountCents: 200 }], part)).toBe("refund-recorded");
    expect(await reportRefunds(paymentRef, [{ refundRef: "re_two", amountCents: 200 }], part)).toBe("duplicate");
    // Another event naming the same refund: recorded once, told once.
    expect(await reportRefunds(paymentRef, [{ refundRef: "re_two", amountCents: 200 }])).toBe("ignored");
    expect(noticesOf(orderId).map((message) => [message.subject, message.fromName])).toEqual([
      ["A refund of $2.00 from Test Artist", "Test Artist"],
    ]);
    expect(noticesOf(orderId)[0]?.text).toContain("Your downloads stay in your library.");

    const rest = [
      { refundRef: "re_two", amountCents: 200 },
      { refundRef: "re_rest", amountCents: 1000 },
    ];
    const last = `evt_${newId()}`;
    expect(await reportRefunds(paymentRef, rest, last)).toBe("moved");
    expect(await reportRefunds(paymentRef, rest, last)).toBe("duplicate");
    expect(await reportRefunds(paymentRef, rest)).toBe("ignored");
    const notices = noticesOf(orderId);
    expect(notices.map((message) => message.subject)).toEqual([
      "A refund of $2.00 from Test Artist",
      "Your order from Test Artist was refunded",
    ]);
    expect(notices[1]?.text).toContain("Test Artist refunded $10.00 of your $12.00 order.");
    expect(notices[1]?.text).toContain("its downloads were withdrawn from your library");
    expect(notices[1]?.html).toContain('href="http');
    // The fan's own order says what went back, so their order page reads "Refunded".
    const summary = await server.app.inject({ url: `/api/public/orders/${orderId}`, headers: fan.headers });
    expect(summary.json()).toMatchObject({ status: "cancelled", refundedCents: 1200 });
  });

  it("leave the studio's refund the rest of a partly refunded order", async () => {
    const { orderId, paymentRef } = await bought();
    await reportRefunds(paymentRef, [{ refundRef: "re_part", amountCents: 200 }]);
    const refunded = await server.app.inject({
      method: "POST",
      url: `/api/profiles/${server.profile.id}/orders/${orderId}/refund`,
      headers: editor.headers,
    });
    expect(refunded.json()).toMatchObject({
      status: "cancelled",
      refundedCents: 1200,
      refunds: [
        { amountCents: 200, cause: "refund (test)" },
        { amountCents: 1000, cause: "refunded by the artist" },
      ],
    });
    // The buyer heard of each refund once; the provider's event of the artist's refund tells nothing new.
    expect(await reportRefunds(paymentRef, [{ refundRef: `tre_${paymentRef}_1000`, amountCents: 1000 }])).toBe("ignored");
    expect(noticesOf(orderId).map((message) => message.subject)).toEqual([
      "A refund of $2.00 from Test Artist",
      "Your order from Test Artist was refunded",
    ]);
  });
});
