import type { EditorRole } from "../../schema/api/accounts";

/** Each role of the team as the studio names it (the sidebar, the Team section). */
export const ROLE_LABELS: Record<EditorRole, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer" };
