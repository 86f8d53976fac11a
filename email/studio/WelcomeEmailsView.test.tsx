// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../client/api/client";
import type { WelcomeEmailsApi } from "../../editor/api/welcomeEmailsApi";
import type { StudioTier } from "../../schema/api/tiers";
import type { WelcomeSetting, WelcomeSettingInput, WelcomeTriggerKind } from "../../schema/api/welcomeEmails";
import { WelcomeEmailsView } from "./WelcomeEmailsView";

afterEach(cleanup);

const emails = [
  { id: "hello", title: "Hello and welcome", updatedAt: "2026-11-01T00:00:00.000Z" },
  { id: "thanks", title: "Thank you", updatedAt: "2026-11-01T00:00:00.000Z" },
];

function fakeApi(): WelcomeEmailsApi {
  let welcomes: WelcomeSetting[] = [{ kind: "tier", triggerId: "gold", documentId: "hello", enabled: true, sent: 12 }];
  return {
    list: vi.fn(async () => welcomes),
    set: vi.fn(async (_profileId: string, kind: WelcomeTriggerKind, triggerId: string, setting: WelcomeSettingInput) => {
      welcomes = [...welcomes.filter((w) => !(w.kind === kind && w.triggerId === triggerId)), { kind, triggerId, ...setting, sent: 0 }];
      return welcomes;
    }),
    remove: vi.fn(async (_profileId: string, kind: WelcomeTriggerKind, triggerId: string) => {
      welcomes = welcomes.filter((w) => !(w.kind === kind && w.triggerId === triggerId));
      return welcomes;
    }),
    listEmailLists: vi.fn(async () => [{ id: "news", name: "Newsletter" }]),
    listTiers: vi.fn(async () => [{ id: "gold", name: "Gold" } as StudioTier]),
  } as unknown as WelcomeEmailsApi;
}

const renderView = (api: WelcomeEmailsApi) => render(<WelcomeEmailsView tabs={<p>tabs</p>} profileId="artist" emails={emails} api={api} />);

describe("the Emails section's Welcome tab", () => {
  it("lists each list, each tier and the first purchase, with the email that welcomes each, on or off", async () => {
    const api = fakeApi();
    renderView(api);
    const table = await screen.findByRole("table", { name: "Welcome emails" });
    const gold = within(table).getByRole("row", { name: /Joins Gold/ });
    expect((within(gold).getByLabelText("Joins Gold") as HTMLSelectElement).value).toBe("hello");
    expect(within(gold).getByText("12 sent")).toBeTruthy();

    fireEvent.change(within(table).getByLabelText("Buys for the first time"), { target: { value: "thanks" } });
    await waitFor(() => expect(api.set).toHaveBeenCalledWith("artist", "first_purchase", "", { documentId: "thanks", enabled: true }));
    fireEvent.click(within(gold).getByLabelText("On"));
    await waitFor(() => expect(api.set).toHaveBeenCalledWith("artist", "tier", "gold", { documentId: "hello", enabled: false }));
    expect(await within(gold).findByLabelText("Off")).toBeTruthy();
    fireEvent.change(within(table).getByLabelText("Joins the list “Newsletter” (once they confirm)"), { target: { value: "hello" } });
    await waitFor(() => expect(api.set).toHaveBeenCalledWith("artist", "list", "news", { documentId: "hello", enabled: true }));
    fireEvent.change(within(gold).getByLabelText("Joins Gold"), { target: { value: "" } });
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith("artist", "tier", "gold"));
  });

  it("says why a change was refused", async () => {
    const api = fakeApi();
    api.set = vi.fn(async () => {
      throw new ApiError("Email not found.", 404);
    });
    renderView(api);
    fireEvent.change(await screen.findByLabelText("Buys for the first time"), { target: { value: "thanks" } });
    expect((await screen.findByRole("alert")).textContent).toBe("The welcome was not changed: Email not found.");
  });
});
