import type { ReactNode } from "react";
import type { AnalyticsQuery } from "../../../schema/api/analytics";
import { downloadText } from "../../document/importExport";
import type { AnalyticsTableData } from "./analyticsTables";
import { csvOf } from "./csv";
import { RankingBars } from "./RankingBars";

/** A table's scrolling box is a named region a keyboard can focus and scroll, as the studio's paged tables are. */
const scrollable = (caption: string) => ({ role: "region", "aria-label": `${caption}, table`, tabIndex: 0 }) as const;

/** The CSV a table downloads: its header row, then its rows, as shown. */
export function tableCsv(table: AnalyticsTableData): string {
  return csvOf([table.columns, ...table.rows]);
}

/**
 * A chart with its table beside it (the same numbers, captioned, with headers) and a Download CSV
 * of that table. The chart is `chart`, or bars drawn from the table's `bars`.
 */
export function AnalyticsTable({
  table,
  period,
  chart,
}: {
  readonly table: AnalyticsTableData;
  readonly period: AnalyticsQuery;
  readonly chart?: ReactNode;
}) {
  const headingId = `studio-analytics-${table.id}`;
  const bars = table.bars;
  return (
    <section className="studio-home__card studio-analytics__panel" aria-labelledby={headingId}>
      <div className="studio-home__card-head">
        <h3 id={headingId}>{table.caption}</h3>
        <button
          type="button"
          disabled={table.rows.length === 0}
          onClick={() => downloadText(`${table.id} ${period.from} to ${period.to}.csv`, tableCsv(table), "text/csv")}
        >
          Download CSV <span className="studio-visually-hidden">of {table.caption.toLowerCase()}</span>
        </button>
      </div>
      {table.rows.length === 0 ? (
        <p className="studio-hint">{table.empty}</p>
      ) : (
        <div className="studio-analytics__figure">
          {chart ??
            (bars ? (
              <RankingBars
                keys={table.keys}
                labels={table.rows.map((row) => row[0] ?? "")}
                values={bars}
                shown={table.rows.map((row) => row[1] ?? "")}
              />
            ) : null)}
          {/* Scrolls in its own box (a year has 365 rows), by keyboard too. */}
          <div className="studio-table-scroll studio-analytics__table-box" {...scrollable(table.caption)}>
            <table className="studio-admin__table">
              <caption className="studio-visually-hidden">
                {table.caption}, {period.from} to {period.to}
              </caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  <tr key={table.keys[index]}>
                    {row.map((cell, column) =>
                      column === 0 ? (
                        <th key={table.columns[column]} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={table.columns[column]}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
