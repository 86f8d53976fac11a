import type { AnalyticsSummary } from "../../../schema/api/analytics";
import { formatCents } from "../../../schema/rules/money";
import { trendDirection, trendWords } from "./trend";

type Totals = AnalyticsSummary["totals"];

/** The headline numbers in their order, each with how it reads. */
const HEADLINES: readonly { key: keyof Totals; label: string; money?: true }[] = [
  { key: "visitors", label: "Visitors" },
  { key: "plays", label: "Plays" },
  { key: "sales", label: "Sales" },
  { key: "revenueCents", label: "Revenue", money: true },
  { key: "members", label: "Members" },
  { key: "mrrCents", label: "MRR", money: true },
  { key: "subscribers", label: "Subscribers" },
];

const ARROWS = { up: "▲", down: "▼", flat: "" } as const;

/** The period's headline numbers, each with its trend against the period before in words (the arrow only repeats them). */
export function Headlines({ totals, periodName }: { readonly totals: Totals; readonly periodName: string }) {
  return (
    <ul className="studio-analytics__headlines" aria-label="Headline numbers">
      {HEADLINES.map(({ key, label, money }) => {
        const trend = totals[key];
        const direction = trendDirection(trend);
        return (
          <li key={key} className="studio-analytics__headline">
            <span className="studio-analytics__headline-label">{label}</span>
            <strong className="studio-analytics__headline-value">
              {money ? formatCents(trend.value) : trend.value.toLocaleString("en")}
            </strong>
            <span className={`studio-analytics__trend studio-analytics__trend--${direction}`}>
              {ARROWS[direction] ? <span aria-hidden="true">{ARROWS[direction]} </span> : null}
              {trendWords(trend, periodName)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
