import type { ComponentType, ReactNode } from "react";
import type { Editor } from "../../schema/api/accounts";
import type { Profile } from "../../schema/entities/people";

/**
 * What a section of the studio gets (Site, Music, …, Emails): neither the editor core nor the
 * shell imports a section; the studio's entry hands them to `StudioApp`, the first opening first.
 */
export interface StudioSectionProps {
  readonly profile: Profile;
  /** The artist renamed in the studio (Site settings › Name and address): every section shows the new name at once. */
  readonly onProfileChange?: (profile: Profile) => void;
  readonly editor: Editor;
  readonly logOut: () => void;
  /**
   * The buttons that switch sections, for the section's top bar. `beforeLeave` saves what is open
   * (or asks to leave it unsaved) and says whether the switch may go on.
   */
  readonly sectionSwitcher: (beforeLeave: () => Promise<boolean>) => ReactNode;
  readonly confirm: (message: string) => boolean;
  readonly autosaveDelayMs?: number;
}

/** A section of the studio: its name in the switcher, its address below /studio, and its workspace. */
export interface StudioSection {
  readonly id: string;
  readonly label: string;
  /** Its address's last part: `music` for /studio/music. */
  readonly path: string;
  readonly Workspace: ComponentType<StudioSectionProps>;
}
