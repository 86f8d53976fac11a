// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Editor } from "../../schema/api/accounts";
import type { CodeBatch } from "../../schema/api/downloadCodes";
import type { DownloadCodesApi } from "../api/downloadCodesApi";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { CodesWorkspace } from "./CodesWorkspace";

afterEach(cleanup);

const profile = { id: "artist", name: "Salt & Static" } as never;
const owner: Editor = { id: "own", email: "owner@example.com", name: "Ola", role: "owner", profileId: "artist" };
const viewer: Editor = { ...owner, id: "view", role: "viewer" };

const batch = (overrides: Partial<CodeBatch> = {}): CodeBatch => ({
  id: "b1",
  productId: "album",
  title: "Night Drive",
  name: "Merch table",
  size: 3,
  generated: 3,
  redeemed: 1,
  state: "ready",
  createdAt: "2026-11-20T10:00:00.000Z",
  voidedAt: null,
  ...overrides,
});

/** The codes routes in memory. */
function fakeCodes(batches: CodeBatch[] = [batch()]) {
  const api = {
    batches,
    list: vi.fn(async () => ({ total: batches.length, data: structuredClone(batches) })),
    create: vi.fn(async (_profileId: string, input: { productId: string; size: number; name: string }) => {
      const made = batch({ id: `b${batches.length + 1}`, ...input, generated: input.size, redeemed: 0 });
      batches.unshift(made);
      return made;
    }),
    void: vi.fn(async (_profileId: string, id: string) => {
      const found = batches.find((one) => one.id === id) ?? batch();
      found.voidedAt = "2026-11-21T10:00:00.000Z";
      return found;
    }),
    codes: vi.fn(async () => ({
      redeemUrl: "https://lanterncoast.example/redeem",
      codes: [
        { code: "ABCDEFGHJK", redeemedAt: null },
        { code: "MNPQRSTVWX", redeemedAt: null },
        { code: "0123456789", redeemedAt: "2026-11-20T11:00:00.000Z" },
      ],
    })),
    csv: vi.fn(async () => "code,redeemed,redeemed_at\r\n"),
    redemptions: vi.fn(async () => ({
      redemptions: [{ code: "0123-4567-89", email: "fan@example.com", redeemedAt: "2026-11-20T11:00:00.000Z" }],
    })),
    releases: vi.fn(async () => ({
      total: 2,
      data: [
        { id: "album", title: "Night Drive", category: "Music", status: "published" },
        { id: "shirt", title: "Tour Shirt", category: "Merch", status: "published" },
      ],
    })),
  };
  return api as typeof api & DownloadCodesApi;
}

const renderCodes = (api: DownloadCodesApi, editor: Editor = owner) =>
  render(<CodesWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={api} />);

describe("the studio's Codes section", () => {
  it("lists each batch with its release, size, redemptions and status", async () => {
    renderCodes(fakeCodes([batch(), batch({ id: "b2", name: "Festival", state: "generating", generated: 200, size: 5000, redeemed: 0 })]));
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("Merch table");
    expect(rows[1]?.textContent).toContain("Night Drive");
    expect(rows[1]?.textContent).toContain("Active");
    expect(rows[2]?.textContent).toContain("200 of 5000");
    expect(rows[2]?.textContent).toContain("Generating…");
    // A batch being made has no codes to export or print yet.
    expect(screen.queryByRole("button", { name: "Print sheet of “Festival”" })).toBeNull();
  });

  it("makes a new batch for one of the artist's music releases, checking the quantity first", async () => {
    const api = fakeCodes([]);
    renderCodes(api);
    fireEvent.click(await screen.findByRole("button", { name: "New batch" }));
    const dialog = await screen.findByRole("dialog", { name: "New batch of download codes" });
    const release = within(dialog).getByLabelText("Release") as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(release)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Choose a release", "Night Drive"]),
    );
    fireEvent.change(release, { target: { value: "album" } });
    fireEvent.change(within(dialog).getByLabelText("How many codes"), { target: { value: "20000" } });
    fireEvent.change(within(dialog).getByLabelText("Batch name"), { target: { value: "Spring tour" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Make codes" }));
    expect(await within(dialog).findByText(/a whole number from 1 to 10,000/)).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("How many codes"), { target: { value: "250" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Make codes" }));
    await waitFor(() => expect(api.create).toHaveBeenCalledWith("artist", { productId: "album", size: 250, name: "Spring tour" }));
    expect(await screen.findByText("Spring tour")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "New batch of download codes" })).toBeNull();
  });

  it("voids a batch after asking, in the studio's own dialog", async () => {
    const api = fakeCodes();
    renderCodes(api);
    fireEvent.click(await screen.findByRole("button", { name: "Void “Merch table”" }));
    await answerConfirm({
      title: "Void “Merch table”?",
      message: "Its 2 codes not redeemed yet stop working at once. The 1 fans who redeemed one keep Night Drive.",
      button: "Void batch",
    });
    await waitFor(() => expect(api.void).toHaveBeenCalledWith("artist", "b1"));
    expect(await screen.findByText(/Void since/)).toBeTruthy();
  });

  it("prints a card for each code not redeemed yet, with the release and where to redeem it", async () => {
    renderCodes(fakeCodes());
    fireEvent.click(await screen.findByRole("button", { name: "Print sheet of “Merch table”" }));
    const cards = await screen.findByRole("list", { name: "Cards" });
    await waitFor(() => expect(within(cards).getAllByRole("listitem")).toHaveLength(2));
    const [first] = within(cards).getAllByRole("listitem");
    expect(first?.textContent).toContain("Night Drive");
    expect(first?.textContent).toContain("Redeem at lanterncoast.example/redeem");
    expect(first?.textContent).toContain("ABCD-EFGH-JK");
    fireEvent.click(screen.getByRole("button", { name: "Back to batches" }));
    expect(await screen.findByRole("table")).toBeTruthy();
  });

  it("shows who redeemed; a viewer can neither make, export, print nor void", async () => {
    renderCodes(fakeCodes(), viewer);
    await screen.findByRole("table");
    expect(screen.queryByRole("button", { name: "New batch" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Download CSV|Print sheet|Void/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Redemptions of “Merch table”" }));
    const table = await screen.findByRole("table", { name: "Redemptions" });
    expect(table.textContent).toContain("fan@example.com");
    expect(table.textContent).toContain("0123-4567-89");
  });
});
