import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { mailOutcomes } from "../operations/metricsRegistry";
import { openMailTransport } from "./openMailTransport";

const dataDir = mkdtempSync(join(tmpdir(), "backline-mail-metrics-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const counted = async (outcome: string) => (await mailOutcomes.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
const message = { profileId: "artist", to: "fan@example.com", subject: "Your receipt", text: "Thank you." };

it("counts each message the transport sends, and each it fails to send", async () => {
  const [sentBefore, failedBefore] = [await counted("sent"), await counted("failed")];
  const outbox = openMailTransport({ dataDir });
  await outbox.send(message);
  outbox.close();
  expect(await counted("sent")).toBe(sentBefore + 1);
  // Port 1 refuses: the message fails, and is counted so.
  const refused = openMailTransport({ dataDir, smtpUrl: "smtp://127.0.0.1:1" });
  await expect(refused.send(message)).rejects.toThrow();
  refused.close();
  expect(await counted("failed")).toBe(failedBefore + 1);
  expect(await counted("sent")).toBe(sentBefore + 1);
});
