/**
 * A ranking drawn as bars, each as long as its share of the largest. Hidden from screen readers:
 * the table beside it holds the same numbers.
 */
export function RankingBars({
  keys,
  labels,
  values,
  shown,
}: {
  readonly keys: readonly string[];
  readonly labels: readonly string[];
  readonly values: readonly number[];
  readonly shown: readonly string[];
}) {
  const largest = Math.max(1, ...values);
  return (
    <ol className="studio-analytics__bars" aria-hidden="true">
      {labels.map((label, index) => (
        <li key={keys[index]} className="studio-analytics__bar-row">
          <span className="studio-analytics__bar-label">{label}</span>
          <span className="studio-analytics__bar-track">
            <span className="studio-analytics__bar" style={{ width: `${((values[index] ?? 0) / largest) * 100}%` }} />
          </span>
          <span className="studio-analytics__bar-value">{shown[index]}</span>
        </li>
      ))}
    </ol>
  );
}
