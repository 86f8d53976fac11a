import type { Editor } from "../../schema/api/accounts";
import type { Profile } from "../../schema/entities/people";

/** The editing workspace: page list, toolbox and layers, the canvas, the settings panel. */
export function StudioWorkspace({ profile, editor, logOut }: { profile: Profile; editor: Editor; logOut: () => void }) {
  return (
    <div className="studio">
      <header className="studio-topbar">
        <strong>{profile.name}</strong>
        <span>{editor.email}</span>
        <button type="button" onClick={logOut}>
          Log out
        </button>
      </header>
    </div>
  );
}
