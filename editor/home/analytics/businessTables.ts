import type { AnalyticsSummary } from "../../../schema/api/analytics";
import { formatCents } from "../../../schema/rules/money";
import type { AnalyticsTableData } from "./analyticsTables";
import { type HeadlineTile, tileValue } from "./Headlines";

const count = (value: number) => value.toLocaleString("en");

/** Orders paid per checkout started, as a whole percent; a dash without checkouts. */
export function conversionWords(checkouts: number, paid: number): string {
  return checkouts === 0 ? "–" : `${Math.round((paid / checkouts) * 100)}%`;
}

/**
 * The business's tiles (issue 38): the checkout funnel, joins, follows and deliveries with their
 * trends, and the MRR the memberships' moves gained and lost in the period.
 */
export function businessTiles(summary: AnalyticsSummary): HeadlineTile[] {
  const { funnel, membershipMoves, totals } = summary;
  return [
    { key: "checkouts", label: "Checkouts started", value: tileValue(funnel.checkoutsStarted.value), trend: funnel.checkoutsStarted },
    { key: "paid", label: "Orders paid", value: tileValue(funnel.ordersPaid.value), trend: funnel.ordersPaid },
    {
      key: "conversion",
      label: "Conversion",
      value: funnel.checkoutsStarted.value === 0 ? "–" : `${funnel.conversionPercent}%`,
      note: "of checkouts paid",
    },
    { key: "listJoins", label: "List joins", value: tileValue(totals.listJoins.value), trend: totals.listJoins },
    { key: "follows", label: "Follows", value: tileValue(totals.follows.value), trend: totals.follows },
    { key: "emailsDelivered", label: "Emails delivered", value: tileValue(totals.emailsDelivered.value), trend: totals.emailsDelivered },
    {
      key: "mrrGained",
      label: "MRR gained",
      value: formatCents(membershipMoves.mrrGainedCents),
      note: "from starts, upgrades and price rises",
    },
    { key: "mrrLost", label: "MRR lost", value: formatCents(membershipMoves.mrrLostCents), note: "from ends and price cuts" },
    {
      key: "churn",
      label: "Churn",
      value: membershipMoves.churnPercent === null ? "–" : `${membershipMoves.churnPercent}%`,
      note: "of paying members at the start left",
    },
  ];
}

/** The checkout funnel beside the period before: checkouts started, orders paid, and how many paid. */
export function funnelTable({ funnel }: AnalyticsSummary): AnalyticsTableData {
  const { checkoutsStarted: started, ordersPaid: paid } = funnel;
  return {
    id: "checkout-funnel",
    caption: "Checkout funnel",
    columns: ["Step", "This period", "Previous period"],
    keys: ["checkouts", "paid", "conversion"],
    rows: [
      ["Checkouts started", count(started.value), count(started.previous)],
      ["Orders paid", count(paid.value), count(paid.previous)],
      ["Conversion", conversionWords(started.value, paid.value), conversionWords(started.previous, paid.previous)],
    ],
    empty: "No checkouts in this period.",
  };
}

/** Paid memberships that started, renewed, changed tier and ended in the period, drawn as bars (the MRR they moved is in the tiles). */
export function membershipMovesTable({ membershipMoves: moves }: AnalyticsSummary): AnalyticsTableData {
  const none = moves.started + moves.renewed + moves.changed + moves.cancelled === 0;
  return {
    id: "membership-moves",
    caption: "Membership moves",
    columns: ["Move", "Memberships"],
    keys: ["started", "renewed", "changed", "cancelled"],
    rows: none
      ? []
      : [
          ["Started", count(moves.started)],
          ["Renewed", count(moves.renewed)],
          ["Changed tier", count(moves.changed)],
          ["Cancelled", count(moves.cancelled)],
        ],
    bars: none ? [] : [moves.started, moves.renewed, moves.changed, moves.cancelled],
    empty: "No paid memberships started, renewed or ended in this period.",
  };
}
