import type { ReactNode } from "react";
import type { StudioSectionProps } from "./studioSections";

/**
 * The top bar of a studio section that edits no document (Events, and the artist's other lists):
 * the artist, the section switcher, what the section adds, the editor and Log out.
 */
export function SectionTopBar({
  section,
  beforeLeave,
  children,
}: {
  readonly section: Pick<StudioSectionProps, "profile" | "editor" | "logOut" | "sectionSwitcher">;
  /** Saves what the section has open before another section opens; true when nothing is. */
  readonly beforeLeave?: () => Promise<boolean>;
  readonly children?: ReactNode;
}) {
  const leave = beforeLeave ?? (() => Promise.resolve(true));
  return (
    <header className="studio-topbar">
      <strong className="studio-topbar__artist">{section.profile.name}</strong>
      {section.sectionSwitcher(leave)}
      {children}
      <span className="studio-topbar__editor">{section.editor.email}</span>
      <button type="button" className="studio-topbar__logout" onClick={() => void leave().then((ok) => ok && section.logOut())}>
        Log out
      </button>
    </header>
  );
}
