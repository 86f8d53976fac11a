/** A placeholder for a screen another change fills in. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="site-page site-message">
      <h1>{title}</h1>
    </div>
  );
}
