import type { MembershipPaymentKind, MembershipPaymentPage } from "../../schema/api/membershipPayments";
import { formatCents } from "../../schema/rules/money";
import { studioDateTime } from "../shell/studioDateTime";
import { buyerLabel } from "./buyerLabel";
import { OrdersPagedTable } from "./OrdersPagedTable";

/** What each kind of membership payment reads as in Orders. */
export const MEMBERSHIP_PAYMENT_LABELS: Readonly<Record<MembershipPaymentKind, string>> = {
  first_payment: "First payment",
  renewal: "Renewal",
  upgrade: "Upgrade",
  payment_failed: "Payment failed",
};

/**
 * A page of the payments of fans' memberships (issue 34, item 13): who paid, for which tier, how
 * much and when, and whether it was the first payment, a renewal, an upgrade's charge or a failed
 * renewal (its amount what it tried to take).
 */
export function MembershipPaymentTable({
  load,
  filtered,
  offset,
  onOffset,
}: {
  load(): Promise<MembershipPaymentPage>;
  filtered: boolean;
  offset: number;
  onOffset(offset: number): void;
}) {
  return (
    <OrdersPagedTable
      what="membership payments"
      load={load}
      empty={filtered ? "No membership payment matches." : "No membership payments yet: they appear here when fans pay for a tier."}
      offset={offset}
      onOffset={onOffset}
      columns={["Date", "Fan", "Tier", "Amount", "Payment"]}
    >
      {(payment) => (
        <tr key={payment.id}>
          <td>{studioDateTime(payment.at)}</td>
          <td>
            {payment.accountId === null ? buyerLabel("", true) : payment.fanName ? `${payment.fanName} (${payment.email})` : payment.email}
          </td>
          <td>{payment.tierName || "A deleted tier"}</td>
          <td>
            {formatCents(payment.amountCents)}
            {payment.kind === "upgrade" ? "" : `/${payment.interval}`}
          </td>
          <td>{MEMBERSHIP_PAYMENT_LABELS[payment.kind]}</td>
        </tr>
      )}
    </OrdersPagedTable>
  );
}
