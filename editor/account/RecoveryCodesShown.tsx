/**
 * Ten new recovery codes, shown once (the server keeps only their hashes): each signs in once
 * without the phone. Nothing is copied anywhere for the editor; they print or write them down.
 */
export function RecoveryCodesShown({ codes, onDone }: { readonly codes: readonly string[]; onDone(): void }) {
  return (
    <section className="studio-account__codes" aria-labelledby="studio-recovery-codes">
      <h3 id="studio-recovery-codes">Your recovery codes</h3>
      <p className="studio-hint">
        Keep these somewhere safe, apart from your phone: if you lose it, each code signs you in once. They are shown only now; any codes
        you had before no longer work.
      </p>
      <ol className="studio-account__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="studio-admin__actions">
        <button type="button" onClick={onDone}>
          I have saved them
        </button>
      </div>
    </section>
  );
}
