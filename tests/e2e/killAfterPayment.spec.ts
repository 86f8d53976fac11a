import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { registerByApi } from "./membersHelpers";
import { type RunningServer, startRealServer } from "./realServer";
import { defaultVariant, type Release, uniqueEmail } from "./siteHelpers";

/**
 * kill -9 between a payment and what follows it (issue 18): the server dies right after the
 * payment event marked the order paid (BACKLINE_FAULT=after-payment), before the downloads were
 * delivered and the receipt queued. The next start finishes the order: delivered, in the fan's
 * library, and exactly one receipt in the outbox; the payment page the kill left open takes no
 * second payment.
 */

const running: RunningServer[] = [];
test.afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill("SIGTERM");
      await server.exited;
    }
  }
});

function receipts(dataDir: string, email: string): string[] {
  try {
    return readdirSync(join(dataDir, "outbox"))
      .filter((name) => name.endsWith(".eml"))
      .map((file) => readFileSync(join(dataDir, "outbox", file), "utf8"))
      .filter((message) => message.includes(`To: ${email}`) && message.includes("Subject: Your receipt"));
  } catch {
    return [];
  }
}

async function fixedPriceRelease(request: APIRequestContext, baseUrl: string): Promise<Release> {
  const page = await (await request.get(`${baseUrl}/api/public/products?page=1&limit=50`)).json();
  const release = (page.data as Release[]).find((candidate) => {
    const variant = defaultVariant(candidate);
    return !variant.payWhatYouWant && variant.price > 0;
  });
  if (!release) throw new Error("The demo has no fixed-price release");
  return release;
}

test("kill -9 after the payment, before fulfilment: the next start delivers the order and sends one receipt", async ({ page, request }) => {
  test.setTimeout(240_000);
  const first = await startRealServer(undefined, { BACKLINE_FAULT: "after-payment" });
  running.push(first);
  const email = uniqueEmail("crash");
  const fan = { firstName: "Crash", lastName: "Test", email, password: "a long enough passphrase" };
  const { token } = await registerByApi(request, fan, first);
  const headers = { authorization: `Bearer ${token}` };
  const release = await fixedPriceRelease(request, first.baseUrl);
  const checkout = await request.post(`${first.baseUrl}/api/public/checkout`, {
    headers,
    data: {
      items: [{ productId: release.id, productVariantId: defaultVariant(release).id, isGift: false }],
      idempotencyKey: "crash-after-payment-0001",
    },
  });
  expect(checkout.status()).toBe(200);
  const { orderId, paymentUrl } = await checkout.json();

  // Paying kills the server after the order is paid: the page never answers.
  const paying = request.post(`${first.baseUrl}${paymentUrl}`, { form: { cardNumber: "4242424242424242" }, maxRedirects: 0 }).then(
    () => "answered",
    () => "cut off",
  );
  expect(await first.exited).toBeNull();
  expect(first.process.signalCode).toBe("SIGKILL");
  expect(await paying).toBe("cut off");
  expect(receipts(first.dataDir, email)).toEqual([]);

  const second = await startRealServer(first.dataDir);
  running.push(second);
  const order = await (await request.get(`${second.baseUrl}/api/public/orders/${orderId}`, { headers })).json();
  expect(order).toMatchObject({ orderId, status: "delivered" });
  const library = await (await request.get(`${second.baseUrl}/api/public/library`, { headers })).json();
  expect(library.releases.map((item: { productId: string }) => item.productId)).toContain(release.id);
  await expect.poll(() => receipts(second.dataDir, email).length, { timeout: 30_000, message: "the receipt reaches the outbox" }).toBe(1);

  // The kill left the payment page's session open (issue 30): back on it, the fan is told the order
  // is paid, and it takes no second payment.
  await page.goto(`${second.baseUrl}${paymentUrl}`);
  await expect(page.getByRole("alert")).toHaveText("This order is already paid, so this page takes no other payment for it.");
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  const again = await request.post(`${second.baseUrl}${paymentUrl}`, { form: { cardNumber: "4242424242424242" }, maxRedirects: 0 });
  expect(again.status()).toBe(409);
  const paidOrder = await (await request.get(`${second.baseUrl}/api/public/orders/${orderId}`, { headers })).json();
  expect(paidOrder).toMatchObject({ orderId, status: "delivered" });
});
