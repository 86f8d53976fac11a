import type { MembershipPaymentKind, MembershipPaymentPage } from "../../schema/api/membershipPayments";
import { formatCents } from "../../schema/rules/money";
import { PagedTable } from "../shell/PagedTable";
import { studioDateTime } from "../shell/studioDateTime";
import { useLoadedList } from "../shell/useLoadedList";
import { buyerLabel } from "./buyerLabel";

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
  pageSize,
  onOffset,
}: {
  load(): Promise<MembershipPaymentPage>;
  filtered: boolean;
  offset: number;
  pageSize: number;
  onOffset(offset: number): void;
}) {
  const { list } = useLoadedList("The membership payments", load);
  return (
    <PagedTable
      page={list}
      problem={null}
      loading="Loading the membership payments…"
      empty={filtered ? "No membership payment matches." : "No membership payments yet: they appear here when fans pay for a tier."}
      offset={offset}
      pageSize={pageSize}
      onOffset={onOffset}
      columns={
        <>
          <th scope="col">Date</th>
          <th scope="col">Fan</th>
          <th scope="col">Tier</th>
          <th scope="col">Amount</th>
          <th scope="col">Payment</th>
        </>
      }
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
    </PagedTable>
  );
}
