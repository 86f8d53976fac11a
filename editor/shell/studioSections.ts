import type { ComponentType } from "react";
import type { Editor } from "../../schema/api/accounts";
import type { TwoFactorStatus } from "../../schema/api/twoFactor";
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
   * Tells the studio what saves the section's open work before another section opens or the editor
   * logs out (from the sidebar): `beforeLeave` saves (or asks to leave it unsaved) and says whether
   * leaving may go on. A section with nothing to save gives nothing: leaving is then at once.
   */
  readonly setBeforeLeave: (beforeLeave: () => Promise<boolean>) => void;
  readonly autosaveDelayMs?: number;
  /** The editor's two-step sign-in changed (Your account): the studio opens up once what the team requires is on. */
  readonly onTwoFactorChange?: (status: TwoFactorStatus) => void;
}

/** A section of the studio: its name in the sidebar, its address below /studio ("" for /studio itself), and its workspace. */
export interface StudioSection {
  readonly id: string;
  readonly label: string;
  /** Its address's last part: `music` for /studio/music; "" for the home, at /studio. */
  readonly path: string;
  readonly Workspace: ComponentType<StudioSectionProps>;
  /** Owners' work alone (the outbox, the activity): not in the sidebar of editors and viewers, whom the server refuses anyway. */
  readonly ownersOnly?: boolean;
  /** Open to an editor who has yet to set up the two-step sign-in their team requires (Your account, where they do). */
  readonly openBeforeTwoFactor?: boolean;
  /** A count shown beside its name in the sidebar (Messages: the unread ones), asked for each time a section opens. */
  readonly count?: (profileId: string) => Promise<number>;
}
