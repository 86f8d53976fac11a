import { useId } from "react";
import type { EmailResults } from "../../../schema/api/emailTracking";

const count = (value: number) => value.toLocaleString("en-US");
const share = (part: number, whole: number) => (whole > 0 ? ` (${Math.round((part / whole) * 100)}%)` : "");

/**
 * How a newsletter was read (issue 38): recipients sent, and, only where its copies were tracked,
 * how many people opened it and followed a link, with its most followed links. Untracked counts
 * are not shown as zeros: the studio says tracking was off.
 */
export function NewsletterResults({ results }: { readonly results: EmailResults }) {
  const id = useId();
  const { delivered, opened, clicked, topLinks, opensTracked, clicksTracked } = results;
  return (
    <section aria-labelledby={id} className="newsletter-detail__results">
      <h3 id={id}>Results</h3>
      <dl className="studio-admin__facts">
        <dt>Delivered</dt>
        <dd>{count(delivered)}</dd>
        {opensTracked ? (
          <>
            <dt>Opened</dt>
            <dd>{`${count(opened)}${share(opened, delivered)}`}</dd>
          </>
        ) : null}
        {clicksTracked ? (
          <>
            <dt>Clicked</dt>
            <dd>{`${count(clicked)}${share(clicked, delivered)}`}</dd>
          </>
        ) : null}
      </dl>
      {!opensTracked && !clicksTracked ? (
        <p className="studio-hint">Open and click tracking is off for this newsletter, so opens and clicks are not known.</p>
      ) : !opensTracked || !clicksTracked ? (
        <p className="studio-hint">{opensTracked ? "Click" : "Open"} tracking is off for this newsletter.</p>
      ) : null}
      {clicksTracked && topLinks.length > 0 ? (
        <div className="studio-table-scroll">
          <table className="studio-admin__table">
            <caption>Most followed links</caption>
            <thead>
              <tr>
                <th scope="col">Link</th>
                <th scope="col">Clicks</th>
              </tr>
            </thead>
            <tbody>
              {topLinks.map((row) => (
                <tr key={row.link}>
                  <td>{row.link}</td>
                  <td>{count(row.clicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
