// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../client/api/client";
import type { Passkey } from "../../schema/api/passkeys";
import type { PasskeysApi } from "../api/passkeysApi";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { PasskeySettings } from "./PasskeySettings";

afterEach(cleanup);

/** A server in memory: passkeys added by name, removed by id; a device that refuses is said in the server's words. */
function fakeApi(start: Passkey[] = []) {
  let passkeys = [...start];
  const calls: string[] = [];
  const api = {
    list: async () => ({ passkeys }),
    add: async (_profileId: string, name: string) => {
      calls.push(`add ${name}`);
      if (name === "Refused") throw new ApiError("This passkey is already added to a studio account here.", 409, { code: "passkey_state" });
      const added = { id: `k${passkeys.length + 1}`, name, createdAt: "2026-03-01T10:00:00.000Z", lastUsedAt: null };
      passkeys = [...passkeys, added];
      return added;
    },
    remove: async (_profileId: string, id: string) => {
      calls.push(`remove ${id}`);
      passkeys = passkeys.filter((each) => each.id !== id);
      return { ok: true as const };
    },
  } as unknown as PasskeysApi;
  return { api, calls };
}

const laptop: Passkey = { id: "k0", name: "Laptop", createdAt: "2026-02-01T10:00:00.000Z", lastUsedAt: "2026-02-03T09:30:00.000Z" };

describe("Passkeys in Your account (issue 35, item 7)", () => {
  it("lists the editor's passkeys with when each was added and last used, and says when there are none", async () => {
    render(<PasskeySettings profileId="p1" api={fakeApi([laptop, { ...laptop, id: "k1", name: "Phone", lastUsedAt: null }]).api} />);
    const table = await screen.findByRole("table", { name: "Passkeys" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["Laptop", "Phone"]);
    expect(within(rows[1] as HTMLElement).getByText("Never")).toBeTruthy();
    cleanup();
    render(<PasskeySettings profileId="p1" api={fakeApi().api} />);
    expect(await screen.findByText("You have no passkeys yet.")).toBeTruthy();
  });

  it("adds a passkey under the name typed, asking for one first, and shows a refusal beside the field", async () => {
    const { api, calls } = fakeApi();
    render(<PasskeySettings profileId="p1" api={api} />);
    await screen.findByText("You have no passkeys yet.");
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    expect(await screen.findByText(/Name this passkey/)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText("Passkey name"), { target: { value: " Work laptop " } });
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    await screen.findByRole("table", { name: "Passkeys" });
    expect(calls).toEqual(["add Work laptop"]);
    expect((screen.getByLabelText("Passkey name") as HTMLInputElement).value).toBe("");

    fireEvent.change(screen.getByLabelText("Passkey name"), { target: { value: "Refused" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    expect(await screen.findByText("This passkey is already added to a studio account here.")).toBeTruthy();
  });

  it("removes a passkey only once the confirm dialog says so", async () => {
    const { api, calls } = fakeApi([laptop]);
    render(<PasskeySettings profileId="p1" api={api} />);
    fireEvent.click(await screen.findByRole("button", { name: "Remove Laptop" }));
    const message = 'You will no longer sign in with "Laptop". Remove the passkey from the device too, in its settings.';
    await answerConfirm({ title: 'Remove the passkey "Laptop"?', message, button: "Cancel" });
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Remove Laptop" }));
    await answerConfirm({ title: 'Remove the passkey "Laptop"?', message, button: "Remove passkey" });
    await waitFor(() => expect(screen.getByText("You have no passkeys yet.")).toBeTruthy());
    expect(calls).toEqual(["remove k0"]);
  });
});
