import type { GiftState } from "../../schema/api/gifts";
import type { StudioOrder } from "../../schema/api/studioOrders";
import { formatCents } from "../../schema/rules/money";

/** Where a gift of music is, in the studio's words. */
const GIFT_STATE_WORDS: Readonly<Record<GiftState, string>> = {
  held: "Waiting for the buyer to confirm their email address",
  unsent: "Not sent yet",
  sent: "Sent, not claimed yet",
  claimed: "Claimed",
};

export type OrderLine = StudioOrder["lines"][number];

/** A gift line's recipient, message and state, for its cell. */
function giftWords(line: OrderLine): string {
  if (!line.gift) return "No";
  const { name, email, message } = line.gift;
  const words = `For ${name} <${email}>${message ? `: “${message}”` : ""}`;
  return line.giftState ? `${words} (${GIFT_STATE_WORDS[line.giftState]})` : words;
}

/** A gift that 'Resend gift email' may send: of music, in a paid order, not held nor claimed (the server checks again). */
const resendable = (order: StudioOrder, line: OrderLine) => order.refundable && (line.giftState === "sent" || line.giftState === "unsent");

/** An order's lines: each item, its kind, its gift (with 'Resend gift email' while it may be sent again: issue 30) and its price. */
export function OrderLines({
  order,
  busy,
  onResend,
}: {
  readonly order: StudioOrder;
  readonly busy: boolean;
  onResend(line: OrderLine): void;
}) {
  return (
    <table className="studio-admin__table" aria-label="Items">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Kind</th>
          <th scope="col">Gift</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          // Lines have no id of their own; their place in the order is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={index}>
            <td>{line.title}</td>
            <td>{line.shipsGoods ? "Merch (to ship)" : "Download"}</td>
            <td>
              {giftWords(line)}
              {resendable(order, line) ? (
                <>
                  {" "}
                  <button type="button" disabled={busy} onClick={() => onResend(line)}>
                    Resend gift email
                  </button>
                </>
              ) : null}
            </td>
            <td>{formatCents(line.priceCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
