// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../client/api/client";
import type { ApiKey, NewApiKeyBody } from "../../schema/api/apiKeys";
import type { ApiKeysApi } from "../api/apiKeysApi";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { ApiKeysPanel } from "./ApiKeysPanel";

afterEach(cleanup);

const sectionProps = {
  profile: { id: "artist", name: "Salt & Static" } as never,
  editor: { id: "own", email: "owner@example.com", name: "Ola", role: "owner", profileId: "artist" } as never,
  logOut: () => {},
  setBeforeLeave: () => {},
};

const shopSync: ApiKey = {
  id: "k0",
  name: "Shop sync",
  hint: "bk_live_AbCd",
  scopes: ["catalogue:read", "orders:read"],
  createdAt: "2026-02-01T10:00:00.000Z",
  createdBy: "Ola",
  lastUsedAt: null,
};

/** A server in memory: keys made with a key shown once, revoked by id; a refusal is said in the server's words. */
function fakeApi(start: ApiKey[] = []) {
  let keys = [...start];
  const calls: string[] = [];
  const api = {
    list: async () => ({ apiKeys: keys }),
    create: async (_profileId: string, body: NewApiKeyBody) => {
      calls.push(`create ${body.name} ${body.scopes.join(",")}`);
      if (body.name === "Refused")
        throw new ApiError("A studio has at most 50 API keys: revoke one first.", 409, { code: "api_key_limit" });
      const apiKey = { ...shopSync, id: `k${keys.length + 1}`, name: body.name, scopes: body.scopes, hint: "bk_live_Secr" };
      keys = [apiKey, ...keys];
      return { key: "bk_live_SecretShownOnceSecretShownOnceSecretShownOn", apiKey };
    },
    revoke: async (_profileId: string, id: string) => {
      calls.push(`revoke ${id}`);
      keys = keys.filter((each) => each.id !== id);
      return { ok: true as const };
    },
  } as unknown as ApiKeysApi;
  return { api, calls };
}

describe("Settings › API keys (issue 40, item 5)", () => {
  it("lists the keys with what each may do, when it was made and last used, never the key; and says when there are none", async () => {
    render(
      <ApiKeysPanel
        {...sectionProps}
        api={fakeApi([shopSync, { ...shopSync, id: "k1", name: "Accounts", lastUsedAt: "2026-02-03T09:30:00.000Z" }]).api}
      />,
    );
    const table = await screen.findByRole("table", { name: "API keys" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["Shop sync", "Accounts"]);
    expect(within(rows[0] as HTMLElement).getByText("catalogue:read, orders:read")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText("Never")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText("Never")).toBeNull();
    expect(within(rows[0] as HTMLElement).getByText("bk_live_AbCd…")).toBeTruthy();
    cleanup();
    render(<ApiKeysPanel {...sectionProps} api={fakeApi().api} />);
    expect(await screen.findByText("You have no API keys yet.")).toBeTruthy();
  });

  it("makes a key with the scopes chosen, asking for a name and a scope first, and shows the key once", async () => {
    const { api, calls } = fakeApi();
    render(<ApiKeysPanel {...sectionProps} api={api} />);
    await screen.findByText("You have no API keys yet.");
    fireEvent.click(screen.getByRole("button", { name: "Make an API key" }));
    expect(await screen.findByText(/Name this key/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Key name"), { target: { value: " Shop sync " } });
    fireEvent.click(screen.getByRole("button", { name: "Make an API key" }));
    expect(await screen.findByText("Choose at least one thing this key may do.")).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByLabelText(/orders:read/));
    fireEvent.click(screen.getByLabelText(/catalogue:read/));
    fireEvent.click(screen.getByRole("button", { name: "Make an API key" }));
    const dialog = await screen.findByRole("dialog", { name: 'API key "Shop sync"' });
    expect(calls).toEqual(["create Shop sync catalogue:read,orders:read"]);
    expect(within(dialog).getByText("Copy this key now: it will not be shown again. Keep it as you would a password.")).toBeTruthy();
    expect((within(dialog).getByLabelText("Your new API key") as HTMLInputElement).value).toBe(
      "bk_live_SecretShownOnceSecretShownOnceSecretShownOn",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: 'API key "Shop sync"' })).toBeNull());
    expect(screen.queryByLabelText("Your new API key")).toBeNull();
    expect(await screen.findByRole("table", { name: "API keys" })).toBeTruthy();
  });

  it("shows the server's refusal beside the form", async () => {
    render(<ApiKeysPanel {...sectionProps} api={fakeApi().api} />);
    await screen.findByText("You have no API keys yet.");
    fireEvent.change(screen.getByLabelText("Key name"), { target: { value: "Refused" } });
    fireEvent.click(screen.getByLabelText(/orders:read/));
    fireEvent.click(screen.getByRole("button", { name: "Make an API key" }));
    expect(await screen.findByText("A studio has at most 50 API keys: revoke one first.")).toBeTruthy();
  });

  it("revokes a key only once the confirm dialog says so", async () => {
    const { api, calls } = fakeApi([shopSync]);
    render(<ApiKeysPanel {...sectionProps} api={api} />);
    fireEvent.click(await screen.findByRole("button", { name: "Revoke Shop sync" }));
    const message = 'Scripts using "Shop sync" will be refused from now on. This cannot be undone: make a new key if one is needed.';
    await answerConfirm({ title: 'Revoke the API key "Shop sync"?', message, button: "Cancel" });
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Revoke Shop sync" }));
    await answerConfirm({ title: 'Revoke the API key "Shop sync"?', message, button: "Revoke key" });
    await waitFor(() => expect(screen.getByText("You have no API keys yet.")).toBeTruthy());
    expect(calls).toEqual(["revoke k0"]);
  });
});
