import type { EditorRole } from "../../schema/api/accounts";

/** Above every section for a viewer of the studio: what they may do, before a change of theirs is refused. */
export function ViewerNotice({ role }: { readonly role: EditorRole }) {
  if (role !== "viewer") return null;
  return (
    <p className="studio-notice studio-frame__notice" role="note">
      You are a viewer of this studio: you can look at everything but fans' addresses, and change nothing.
    </p>
  );
}
