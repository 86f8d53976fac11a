import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { registerByApi } from "./membersHelpers";
import { type RunningServer, startRealServer } from "./realServer";
import { defaultVariant, type Release, uniqueEmail } from "./siteHelpers";

/**
 * kill -9 between a gift's claim row and its email (issue 30, item 7): the server dies right after
 * the row that takes a gift's delivery was written (BACKLINE_FAULT=after-gift-claim), before its
 * email was queued. Written apart, the row survived and the email was lost for good (the next
 * start found the gift delivered). Written in one transaction, neither survives, and the next
 * start delivers the gift: one email in the outbox whose claim link opens the gift.
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

function giftEmails(dataDir: string, recipient: string): string[] {
  try {
    return readdirSync(join(dataDir, "outbox"))
      .filter((name) => name.endsWith(".eml"))
      .map((file) => readFileSync(join(dataDir, "outbox", file), "utf8"))
      .filter((message) => message.includes(`To: ${recipient}`) && message.includes("sent you"));
  } catch {
    return [];
  }
}

async function fixedPriceRelease(request: APIRequestContext, baseUrl: string): Promise<Release> {
  const page = await (await request.get(`${baseUrl}/api/public/products?category=Music&page=1&limit=50`)).json();
  const release = (page.data as Release[]).find((candidate) => {
    const variant = defaultVariant(candidate);
    return !variant.payWhatYouWant && variant.price > 0;
  });
  if (!release) throw new Error("The demo has no fixed-price release");
  return release;
}

test("kill -9 after a gift's claim row, before its email: the next start sends the gift once", async ({ request }) => {
  test.setTimeout(240_000);
  const first = await startRealServer(undefined, { BACKLINE_FAULT: "after-gift-claim" });
  running.push(first);
  const buyer = uniqueEmail("giver");
  const recipient = uniqueEmail("friend");
  const fan = { firstName: "Crash", lastName: "Giver", email: buyer, password: "a long enough passphrase" };
  const { token: session } = await registerByApi(request, fan, first);
  const headers = { authorization: `Bearer ${session}` };
  const release = await fixedPriceRelease(request, first.baseUrl);
  const checkout = await request.post(`${first.baseUrl}/api/public/checkout`, {
    headers,
    data: {
      items: [
        {
          productId: release.id,
          productVariantId: defaultVariant(release).id,
          isGift: true,
          recipientName: "Jo",
          recipientEmail: recipient,
          recipientMessage: "For the long drive",
        },
      ],
      idempotencyKey: "crash-after-gift-claim-0001",
    },
  });
  expect(checkout.status()).toBe(200);
  const { paymentUrl } = await checkout.json();

  // Paying fulfils the order, and the server dies as the gift's claim row is written.
  const paying = request.post(`${first.baseUrl}${paymentUrl}`, { form: { cardNumber: "4242424242424242" }, maxRedirects: 0 }).then(
    () => "answered",
    () => "cut off",
  );
  expect(await first.exited).toBeNull();
  expect(first.process.signalCode).toBe("SIGKILL");
  expect(await paying).toBe("cut off");
  expect(giftEmails(first.dataDir, recipient)).toEqual([]);

  const second = await startRealServer(first.dataDir);
  running.push(second);
  await expect
    .poll(() => giftEmails(second.dataDir, recipient).length, { timeout: 30_000, message: "the gift reaches the outbox" })
    .toBe(1);
  // Its link opens the gift: the token in the email is the one stored.
  const { text } = await simpleParser(giftEmails(second.dataDir, recipient)[0] ?? "");
  const token = /\/gifts\/claim\/([A-Za-z0-9_-]+)/.exec(text ?? "")?.[1] ?? "";
  const opened = await request.post(`${second.baseUrl}/api/public/gifts/check`, { data: { token } });
  expect(opened.status()).toBe(200);
  expect(await opened.json()).toMatchObject({ title: release.title, claimed: false });
});
