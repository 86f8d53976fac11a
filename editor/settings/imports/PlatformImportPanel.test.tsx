// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PlatformImportResult, PlatformImportSummary } from "../../../schema/api/platformImports";
import type { PlatformImportsApi } from "../../api/platformImportsApi";
import { PlatformImportPanel } from "./PlatformImportPanel";

const sectionProps = {
  profile: { id: "artist", name: "Salt & Static" } as never,
  editor: { id: "own", email: "owner@example.com", name: "Ola", role: "owner", profileId: "artist" } as never,
  logOut: () => {},
  setBeforeLeave: () => {},
};

afterEach(cleanup);

const counts = { people: 3, existingFans: 0, newSubscribers: 2, alreadySubscribed: 0, suppressed: 1, memberships: 0, purchases: 0 };
const summary: PlatformImportSummary = {
  id: "imp1",
  platform: "mailchimp",
  emailListId: "news",
  runBy: "Ola <owner@example.com>",
  counts,
  createdAt: "2026-11-30T12:00:00.000Z",
  undoneAt: null,
  total: 5000,
  processed: 5000,
  finishedAt: "2026-11-30T12:00:09.000Z",
  kept: null,
};

/** The import as the job writes it: the list's answers, one per poll, until it is finished. */
const progress: PlatformImportSummary[] = [
  { ...summary, processed: 0, finishedAt: null },
  { ...summary, processed: 1200, finishedAt: null },
];

/**
 * A fake of the server's import routes: a preview writes nothing, a run starts an import that each
 * later listing shows further along (up to 1,200 rows, then finished once the test says), undo marks it.
 */
function fakeApi(platform: PlatformImportResult["platform"] = "mailchimp", tiers: PlatformImportResult["tiers"] = []) {
  let imports: PlatformImportSummary[] = [];
  let polls = -1;
  let finished = false;
  const api = {
    importFile: vi.fn(async (_profileId: string, sent: object, run: boolean): Promise<PlatformImportResult> => {
      if (run) polls = 0;
      const file = sent as { tiers?: { name: string; tierId: string | null }[] };
      // The tiers as mapped in the request, else as the server first chooses them.
      const mapped = tiers.map((tier) => ({ ...tier, tierId: file.tiers?.find((each) => each.name === tier.name)?.tierId ?? tier.tierId }));
      return {
        platform,
        rows: 4,
        counts: { ...counts, memberships: mapped.filter((tier) => tier.tierId !== null).length },
        problems: [{ row: 5, message: '"x" is not an email address.' }],
        importId: run ? "imp1" : null,
        tiers: mapped,
      };
    }),
    listImports: vi.fn(async () => {
      if (polls >= 0) imports = [finished ? summary : (progress[Math.min(polls++, progress.length - 1)] as PlatformImportSummary)];
      return imports;
    }),
    undoImport: vi.fn(async () => {
      polls = -1;
      imports = [{ ...summary, undoneAt: "2026-11-30T12:05:00.000Z", kept: { fans: 2, memberships: 0 } }];
      return imports[0] as PlatformImportSummary;
    }),
    listEmailLists: vi.fn(async () => [{ id: "news", name: "News" }]),
    listTiers: vi.fn(async () => [
      { id: "t-sup", name: "Supporter" },
      { id: "t-gold", name: "Gold" },
    ]),
  } satisfies PlatformImportsApi;
  return Object.assign(api, { finish: () => (finished = true) });
}

const drop = (text: string, name = "subscribed_members.csv") =>
  fireEvent.change(screen.getByLabelText("Import an export file (CSV)"), {
    target: { files: [new File([text], name, { type: "text/csv" })] },
  });

describe("PlatformImportPanel", () => {
  it("says its limits, previews a file without importing it, imports it once asked showing its progress, lists it and undoes it after confirming", async () => {
    const api = fakeApi();
    render(<PlatformImportPanel {...sectionProps} api={api} pollMs={5} />);
    expect(screen.getByText(/CSV files up to 2 MB and 10,000 rows\./)).toBeTruthy();
    expect(await screen.findByText("No imports yet.")).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText("Email list") as HTMLSelectElement).value).toBe("news"));

    drop("Email Address\na@example.com\n");
    const preview = await screen.findByRole("status", { name: "Import preview" });
    expect(preview.textContent).toContain(
      "subscribed_members.csv (Mailchimp audience): 4 rows; 3 people, 2 new subscribers, 1 unsubscribed or bounced address (never mailed).",
    );
    expect(within(preview).getByRole("list", { name: "Rows not imported" }).textContent).toBe('Row 5: "x" is not an email address.');
    expect(api.importFile).toHaveBeenCalledWith("artist", { csv: "Email Address\na@example.com\n", emailListId: "news" }, false);

    fireEvent.click(within(preview).getByRole("button", { name: "Import" }));
    const table = await screen.findByRole("table", { name: "Imports" });
    expect(api.importFile).toHaveBeenLastCalledWith("artist", { csv: "Email Address\na@example.com\n", emailListId: "news" }, true);
    expect(within(table).getByText("Ola <owner@example.com>")).toBeTruthy();
    // The job writes it batch by batch: the list is asked again until it is finished.
    expect(await within(table).findByText("Importing… 1,200 of 5,000")).toBeTruthy();
    api.finish();
    await waitFor(() => expect(within(table).queryByText(/^Importing…/)).toBeNull());
    const polled = api.listImports.mock.calls.length;

    fireEvent.click(within(table).getByRole("button", { name: /^Undo the Mailchimp audience import/ }));
    const dialog = await screen.findByRole("dialog", { name: "Undo this import?" });
    expect(api.undoImport).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Undo import" }));
    await waitFor(() => expect(api.undoImport).toHaveBeenCalledWith("artist", "imp1"));
    expect(await within(table).findByText(/^Undone .*; kept 2 fans who have signed in since$/)).toBeTruthy();
    // Finished: no more polling (only the reload after undo).
    expect(api.listImports.mock.calls.length).toBe(polled + 1);
  });

  it("maps each Patreon tier to one of the artist's tiers or none, counts again, and imports with that mapping", async () => {
    const api = fakeApi("patreon", [
      { name: "Supporter", members: 3, tierId: "t-sup" },
      { name: "Gold Circle", members: 1, tierId: null },
    ]);
    render(<PlatformImportPanel {...sectionProps} api={api} />);
    await waitFor(() => expect(api.listTiers).toHaveBeenCalledWith("artist"));
    drop("Name,Email\n", "members.csv");
    const preview = await screen.findByRole("status", { name: "Import preview" });
    const tiers = within(preview).getByRole("table", { name: "Patreon tiers" });
    expect(
      within(tiers)
        .getAllByRole("row")
        .map((row) => row.textContent?.slice(0, 12)),
    ).toEqual(["Patreon tier", "Supporter3No", "Gold Circle1"]);
    expect((within(tiers).getByLabelText("Membership here for Supporter") as HTMLSelectElement).value).toBe("t-sup");
    expect(preview.textContent).toContain("1 membership");

    fireEvent.change(within(tiers).getByLabelText("Membership here for Gold Circle"), { target: { value: "t-gold" } });
    await waitFor(() => expect(preview.textContent).toContain("2 memberships"));
    const mapping = [
      { name: "Supporter", tierId: "t-sup" },
      { name: "Gold Circle", tierId: "t-gold" },
    ];
    expect(api.importFile).toHaveBeenLastCalledWith("artist", expect.objectContaining({ tiers: mapping }), false);

    fireEvent.click(within(preview).getByRole("button", { name: "Import" }));
    await waitFor(() => expect(api.importFile).toHaveBeenLastCalledWith("artist", expect.objectContaining({ tiers: mapping }), true));
  });

  it("refuses a file over 2 MB before sending it", async () => {
    const api = fakeApi();
    render(<PlatformImportPanel {...sectionProps} api={api} />);
    drop("x".repeat(2_000_001), "huge.csv");
    expect((await screen.findByRole("alert")).textContent).toBe("huge.csv is larger than 2 MB: split it, then import each part.");
    expect(api.importFile).not.toHaveBeenCalled();
  });
});
