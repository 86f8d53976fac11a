import { escapeHtml } from "../../runtime/escapeHtml";
import { formatDollars } from "../../schema/rules/money";
import type { TestPaymentSession } from "../data/testPayments";
import { type AddressForm, addressFieldsetHtml } from "./testPaymentAddress";
import { TEST_CARDS } from "./testProvider";

const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, "$1 ");

const STYLE = `<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1c1d29}
.notice{background:#fff4d6;border:1px solid #e0b400;border-radius:8px;padding:.75rem 1rem}
label{display:block;margin-top:1rem}fieldset{border:1px solid #ccc;border-radius:8px;margin-top:1rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:1rem;padding:.6rem 1.2rem;background:#1c1d29;color:#fff;border:0;border-radius:6px;cursor:pointer}
.error{color:#a40000}</style>`;

/**
 * The test provider's page of a session that takes no payment now (issue 30): what it was for is
 * paid already (a crash may have left the session open), cancelled, or replaced. It says why and
 * where to go, and has no form.
 */
export function testPaymentClosedHtml(message: string, next: { readonly href: string; readonly label: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nothing to pay</title>
${STYLE}</head>
<body><main>
<h1>Nothing to pay</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a></p>
</main></body></html>`;
}

/**
 * The test provider's checkout page: the amount, a card number, and plain words that no money
 * moves; for an order with goods to ship, the shipping address first (issue 36, item 3).
 */
export function testPaymentPageHtml(
  session: TestPaymentSession & { readonly shipping?: { readonly country: string; readonly cents: number } | null },
  problem: string | null,
  entered: AddressForm = {},
): string {
  const amount = `${formatDollars(session.amountCents / 100)}${session.interval ? ` a ${session.interval}` : ""}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment: ${escapeHtml(amount)}</title>
${STYLE}</head>
<body><main>
<h1>Pay ${escapeHtml(amount)}</h1>
${session.description ? `<p>${escapeHtml(session.description)}</p>` : ""}
<p class="notice" role="note"><strong>This is a test payment.</strong> No money moves and no card is charged: this server uses Backline's test payment provider (set STRIPE_SECRET_KEY for real payments).</p>
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ""}
<form method="post" action="/pay/test/${escapeHtml(session.id)}">
${session.shipping ? addressFieldsetHtml(session.shipping, entered) : ""}
<label for="card">Card number</label>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="off" required>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<p>Test cards: ${spaced(TEST_CARDS.succeeds)} pays; ${spaced(TEST_CARDS.declined)} is declined; ${spaced(TEST_CARDS.insufficientFunds)} fails for insufficient funds.${
    session.interval ? ` ${spaced(TEST_CARDS.renewalsFail)} pays the first ${session.interval}, then its renewals fail.` : ""
  }</p>
${session.interval ? `<p>Renews every ${session.interval} until cancelled.</p>` : ""}
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel and go back</a></p>
</main></body></html>`;
}
