import type { Editor } from "../../schema/api/accounts";

/** The end of every section's top bar: who is signed in, and Log out (which saves what is open first). */
export function SignedInEditor({ editor, onLogOut }: { editor: Editor; onLogOut(): void }) {
  return (
    <>
      <span className="studio-topbar__editor">{editor.email}</span>
      <button type="button" className="studio-topbar__logout" title={`Logged in as ${editor.email}`} onClick={onLogOut}>
        Log out
      </button>
    </>
  );
}
