// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../client/api/client";
import type { Editor, EditorRole } from "../../schema/api/accounts";
import type { Team } from "../../schema/api/team";
import type { TeamApi } from "../api/teamApi";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { TeamWorkspace } from "./TeamWorkspace";

afterEach(cleanup);

const profile = { id: "artist", name: "Salt & Static" } as never;
const ownerEditor: Editor = { id: "own", email: "owner@example.com", name: "Ola", role: "owner", profileId: "artist" };

/** The team routes in memory, keeping the last owner as the server does. */
function fakeTeam(): TeamApi & { team: Team } {
  const team: Team = {
    members: [
      { id: "own", name: "Ola", email: "owner@example.com", role: "owner", you: true },
      { id: "ed", name: "Eli", email: "eli@example.com", role: "editor", you: false },
    ],
    invitations: [],
  };
  const owners = () => team.members.filter((member) => member.role === "owner").length;
  return {
    team,
    get: vi.fn(async () => structuredClone(team)),
    invite: vi.fn(async (_profileId: string, email: string, role: EditorRole) => {
      if (email === "eli@example.com") throw new ApiError("eli@example.com is already on the team.", 409);
      const invitation = { id: `inv-${email}`, email, role, expiresAt: "2026-12-06T10:00:00.000Z" };
      team.invitations.push(invitation);
      return invitation;
    }),
    withdraw: vi.fn(async (_profileId: string, id: string) => {
      team.invitations = team.invitations.filter((invitation) => invitation.id !== id);
      return { ok: true as const };
    }),
    changeRole: vi.fn(async (_profileId: string, editorId: string, role: EditorRole) => {
      const member = team.members.find((candidate) => candidate.id === editorId);
      if (member?.role === "owner" && role !== "owner" && owners() === 1) {
        throw new ApiError("This is the studio's only owner: make someone else an owner before changing this role.", 409);
      }
      if (member) member.role = role;
      return { ok: true as const };
    }),
    remove: vi.fn(async (_profileId: string, editorId: string) => {
      team.members = team.members.filter((member) => member.id !== editorId);
      return { ok: true as const };
    }),
    checkInvitation: vi.fn(),
    acceptInvitation: vi.fn(),
  };
}

function renderTeam(api: TeamApi, editor: Editor = ownerEditor, logOut = () => {}) {
  render(<TeamWorkspace profile={profile} editor={editor} logOut={logOut} setBeforeLeave={() => {}} api={api} />);
}

describe("the studio's Team section", () => {
  it("lets an owner invite someone in a role, see the invitation and withdraw it; a refusal shows the server's words", async () => {
    const api = fakeTeam();
    renderTeam(api);
    const table = await screen.findByRole("table", { name: "Team" });
    expect(within(table).getByText("Ola (you)")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "eli@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("eli@example.com is already on the team.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "vi@example.com" } });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "viewer" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    await screen.findByText("vi@example.com");
    expect(api.invite).toHaveBeenLastCalledWith("artist", "vi@example.com", "viewer");
    expect(screen.getByText(/Viewer · the link works until/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Withdraw invitation to vi@example.com" }));
    await waitFor(() => expect(screen.queryByText("vi@example.com")).toBeNull());
  });

  it("changes a role, shows why the last owner keeps theirs, and removes someone once confirmed", async () => {
    const api = fakeTeam();
    renderTeam(api);
    await screen.findByRole("table", { name: "Team" });
    fireEvent.change(screen.getByLabelText("Role of Eli"), { target: { value: "viewer" } });
    await waitFor(() => expect(api.team.members[1]?.role).toBe("viewer"));

    fireEvent.change(screen.getByLabelText("Role of Ola"), { target: { value: "editor" } });
    expect(await screen.findByText(/The role was not changed: This is the studio's only owner/)).toBeTruthy();
    expect((screen.getByLabelText("Role of Ola") as HTMLSelectElement).value).toBe("owner");

    fireEvent.click(screen.getByRole("button", { name: "Remove Eli" }));
    await answerConfirm({
      title: "Remove Eli?",
      message: "Eli is signed out at once and can no longer open Salt & Static's studio.",
      button: "Remove",
    });
    await waitFor(() => expect(screen.queryByText("Eli")).toBeNull());
    expect(api.remove).toHaveBeenCalledWith("artist", "ed");
  });

  it("shows an editor the team without its controls, and lets them leave, which signs them out", async () => {
    const api = fakeTeam();
    api.team.members[1] = { ...api.team.members[1], you: true } as Team["members"][number];
    api.team.members[0] = { ...api.team.members[0], you: false } as Team["members"][number];
    const logOut = vi.fn();
    renderTeam(api, { ...ownerEditor, id: "ed", role: "editor" }, logOut);
    const table = await screen.findByRole("table", { name: "Team" });
    expect(within(table).queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove Ola" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Leave team" }));
    await answerConfirm({
      title: "Leave this team?",
      message: "You will be signed out, and need a new invitation to work on Salt & Static's site again.",
      button: "Leave team",
    });
    await waitFor(() => expect(logOut).toHaveBeenCalled());
    expect(api.remove).toHaveBeenCalledWith("artist", "ed");
  });
});
