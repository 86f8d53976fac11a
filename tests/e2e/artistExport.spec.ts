import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { openSection, submitStudioLogin } from "./editorHelpers";

test("the owner exports everything from Settings, sees the export made, and downloads a zip whose manifest names the demo artist", async ({
  page,
}) => {
  const { owner } = demoCredentials();
  await submitStudioLogin(page, owner.email, owner.password, "/studio/settings");
  await openSection(page, "Settings");
  const panel = page.getByRole("region", { name: "Export", exact: true });
  await expect(panel).toContainText("Each export can be downloaded for 7 days.");

  // Accepted at once (202) and made by the server's job, the panel polling its progress.
  const started = page.waitForResponse((response) => response.request().method() === "POST" && /\/artist-exports$/.test(response.url()));
  await panel.getByRole("button", { name: "Export everything" }).click();
  expect((await started).status()).toBe(202);
  const table = panel.getByRole("table", { name: "Exports" });
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText(owner.email);
  // Progress ends: the status line goes, the row says how large the zip is and until when it can be downloaded.
  await expect(row).toContainText(/can be downloaded until/, { timeout: 120_000 });
  await expect(panel.getByRole("status")).toBeHidden();
  await expect(panel.getByRole("button", { name: "Export everything" })).toBeEnabled();

  const downloading = page.waitForEvent("download");
  await row.getByRole("button", { name: /^Download the export of / }).click();
  const download = await downloading;
  // Downloaded by the browser itself through the export's link (no Blob in the page), named by the server.
  expect(download.url()).toMatch(/\/api\/public\/artist-exports\/[\w-]+\.[\w-]+$/);
  expect(download.suggestedFilename()).toMatch(/^lantern-coast export \d{4}-\d{2}-\d{2}\.zip$/);
  const folder = mkdtempSync(join(tmpdir(), "backline-artist-export-"));
  try {
    await download.saveAs(join(folder, "artist.zip"));
    execFileSync("unzip", ["-q", "artist.zip", "manifest.json", "-d", "out"], { cwd: folder });
    const manifest = JSON.parse(readFileSync(join(folder, "out", "manifest.json"), "utf8"));
    expect(manifest.artist).toMatchObject({ name: "The Lantern Coast", slug: "lantern-coast" });
    expect(manifest.formatVersion).toBe(1);
    expect(manifest.counts.releases).toBeGreaterThan(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
