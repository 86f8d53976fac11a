// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../client/api/client";
import type { Profile } from "../../schema/entities/people";
import type { PasskeysApi } from "../api/passkeysApi";
import type { TwoFactorApi } from "../api/twoFactorApi";
import { AccountWorkspace } from "./AccountWorkspace";

afterEach(cleanup);

const profile = { id: "p1", name: "Night Ferry" } as Profile;
const editorOf = (role: "owner" | "editor") => ({ id: "e1", profileId: "p1", email: "me@nightferry.example", name: "Me", role }) as const;

function fakeApi(ownerHasIt: boolean) {
  const asked: boolean[] = [];
  let requiredByTeam = false;
  const api = {
    status: async () => ({ enabled: ownerHasIt, recoveryCodesLeft: ownerHasIt ? 10 : 0, requiredByTeam }),
    requireOfTeam: async (_profileId: string, required: boolean) => {
      asked.push(required);
      if (!ownerHasIt) throw new ApiError("Turn on two-step sign-in for your own account before requiring it of the team.", 409);
      requiredByTeam = required;
      return { required };
    },
  } as unknown as TwoFactorApi;
  return { api, asked };
}

const noPasskeys = { list: async () => ({ passkeys: [] }) } as unknown as PasskeysApi;
const renderAs = (role: "owner" | "editor", api: TwoFactorApi) =>
  render(
    <AccountWorkspace
      profile={profile}
      editor={editorOf(role)}
      logOut={() => undefined}
      setBeforeLeave={() => undefined}
      api={api}
      passkeys={noPasskeys}
    />,
  );

describe("Your account (issue 35, item 7)", () => {
  it("lets an owner require two-step sign-in of the team", async () => {
    const { api, asked } = fakeApi(true);
    renderAs("owner", api);
    const box = (await screen.findByLabelText("Require two-step sign-in of everyone who edits this studio")) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(asked).toEqual([true]);
    // Two-step sign-in is then loaded again, and can no longer be turned off.
    expect(await screen.findByText("The artist's owner requires two-step sign-in, so it stays on.")).toBeTruthy();
  });

  it("says why the team's requirement was refused, and leaves it off", async () => {
    const { api } = fakeApi(false);
    renderAs("owner", api);
    const box = (await screen.findByLabelText("Require two-step sign-in of everyone who edits this studio")) as HTMLInputElement;
    fireEvent.click(box);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Turn on two-step sign-in for your own account before requiring it of the team.",
    );
    expect(box.checked).toBe(false);
  });

  it("shows an editor their own sign-in only", async () => {
    const { api } = fakeApi(false);
    renderAs("editor", api);
    expect(await screen.findByRole("button", { name: "Set up two-step sign-in" })).toBeTruthy();
    expect(screen.getByText("Signed in as me@nightferry.example (editor) to Night Ferry's studio.")).toBeTruthy();
    expect(screen.queryByLabelText("Require two-step sign-in of everyone who edits this studio")).toBeNull();
  });
});
