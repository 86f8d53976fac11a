import type { AnalyticsSummary } from "../../../schema/api/analytics";
import { formatCents } from "../../../schema/rules/money";
import { trendDirection, trendWords } from "./trend";

type Totals = AnalyticsSummary["totals"];
type Trend = Totals[keyof Totals];

/** One stat tile: its label, its value as shown, and its trend against the period before (or a note, for a number without one). */
export interface HeadlineTile {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly trend?: Trend;
  readonly note?: string;
}

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

/** A trend's tile value: a count, or cents as money. */
export const tileValue = (value: number, money?: boolean) => (money ? formatCents(value) : value.toLocaleString("en"));

/** A list of stat tiles, named for assistive technology, each trend in words (the arrow only repeats them). */
export function HeadlineTiles({
  label,
  tiles,
  periodName,
}: {
  readonly label: string;
  readonly tiles: readonly HeadlineTile[];
  readonly periodName: string;
}) {
  return (
    <ul className="studio-analytics__headlines" aria-label={label}>
      {tiles.map(({ key, label: name, value, trend, note }) => {
        const direction = trend ? trendDirection(trend) : "flat";
        return (
          <li key={key} className="studio-analytics__headline">
            <span className="studio-analytics__headline-label">{name}</span>
            <strong className="studio-analytics__headline-value">{value}</strong>
            {trend ? (
              <span className={`studio-analytics__trend studio-analytics__trend--${direction}`}>
                {ARROWS[direction] ? <span aria-hidden="true">{ARROWS[direction]} </span> : null}
                {trendWords(trend, periodName)}
              </span>
            ) : (
              <span className="studio-analytics__trend">{note}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The period's headline numbers, each with its trend against the period before in words. */
export function Headlines({ totals, periodName }: { readonly totals: Totals; readonly periodName: string }) {
  const tiles = HEADLINES.map(({ key, label, money }) => ({ key, label, value: tileValue(totals[key].value, money), trend: totals[key] }));
  return <HeadlineTiles label="Headline numbers" tiles={tiles} periodName={periodName} />;
}
