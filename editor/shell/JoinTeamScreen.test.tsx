// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../client/api/client";
import type { InvitationCheck } from "../../schema/api/team";
import type { TeamApi } from "../api/teamApi";
import { JoinTeamScreen } from "./JoinTeamScreen";

afterEach(cleanup);

function fakeApi(check: InvitationCheck | ApiError, accept: () => Promise<unknown> = async () => ({ editor: {} })): TeamApi {
  return {
    checkInvitation: vi.fn(async () => {
      if (check instanceof ApiError) throw check;
      return check;
    }),
    acceptInvitation: vi.fn(accept),
  } as unknown as TeamApi;
}

const invitation: InvitationCheck = { artistName: "Salt & Static", email: "nia@example.com", role: "editor", hasAccount: false };

describe("the page an invitation into a studio opens", () => {
  it("takes a name and a new password, then opens the studio", async () => {
    const api = fakeApi(invitation);
    const onJoined = vi.fn();
    render(<JoinTeamScreen token="tok" api={api} onJoined={onJoined} />);
    expect(await screen.findByRole("heading", { name: "Join Salt & Static's studio" })).toBeTruthy();
    expect(screen.getByText(/You are invited as an editor, with nia@example.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Join the team" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter your name: the rest of the team sees it.");
    fireEvent.change(screen.getByLabelText("Your name"), { target: { value: " Nia " } });
    fireEvent.change(screen.getByLabelText("Choose a password"), { target: { value: "a long tune here" } });
    fireEvent.click(screen.getByRole("button", { name: "Join the team" }));
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(api.acceptInvitation).toHaveBeenCalledWith("tok", { name: "Nia", password: "a long tune here" });
  });

  it("asks an address with a studio account elsewhere for that password only, and shows a wrong one's refusal", async () => {
    const api = fakeApi({ ...invitation, hasAccount: true }, async () => {
      throw new ApiError("That is not the password of your studio account.", 401, { code: "invitation_wrong_password" });
    });
    render(<JoinTeamScreen token="tok" api={api} onJoined={() => {}} />);
    await screen.findByText(/Use the password you log in to your other studio with/);
    expect(screen.queryByLabelText("Your name")).toBeNull();
    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "whatever it was" } });
    fireEvent.click(screen.getByRole("button", { name: "Join the team" }));
    expect((await screen.findByRole("alert")).textContent).toBe("That is not the password of your studio account.");
    expect(screen.getByRole("button", { name: "Join the team" })).toBeTruthy();
  });

  it("says why a used or expired link does not work, with no form", async () => {
    render(
      <JoinTeamScreen token="tok" api={fakeApi(new ApiError("This invitation has expired. Ask the artist's owner for a new one.", 410))} />,
    );
    expect((await screen.findByRole("alert")).textContent).toBe("This invitation has expired. Ask the artist's owner for a new one.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
