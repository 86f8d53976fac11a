import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { parseSite } from "../../runtime/parse";
import type { SiteDocument } from "../../schema/site";
import { type SiteCommand, siteCommandRunner, siteCommandsArbitrary, themeSettingsArbitrary } from "../../tests/arbitraries/siteCommands";
import { createSiteHolder, type SiteHolder } from "../document/siteHolder";
import { sampleSite } from "../shell/studioTestKit";

/** The page list's changes, which the server follows: history starts afresh after them. */
const PAGE_LIST_COMMANDS = new Set<SiteCommand["name"]>(["addPage", "renamePage", "removePage"]);

function undoAll(holder: SiteHolder): void {
  while (holder.canUndo()) holder.undo();
}

function redoAll(holder: SiteHolder): void {
  while (holder.canRedo()) holder.redo();
}

/** Runs the commands on a fresh holder; returns it and the document its history starts from (a page-list change starts it afresh). */
function runAll(start: SiteDocument, commands: readonly SiteCommand[], check?: (site: SiteDocument, command: SiteCommand) => void) {
  const clock = { now: 1_000_000 };
  const holder = createSiteHolder(start, () => clock.now);
  const run = siteCommandRunner(holder, clock);
  let historyStart = start;
  for (const command of commands) {
    const before = holder.get();
    run(command);
    if (PAGE_LIST_COMMANDS.has(command.name) && holder.get() !== before) historyStart = holder.get();
    check?.(holder.get(), command);
  }
  return { holder, historyStart };
}

const startArbitrary = themeSettingsArbitrary.map((settings): SiteDocument => ({ ...sampleSite(), settings }));

describe("any sequence of site settings commands", () => {
  it("keeps the site document valid after every command", () => {
    fc.assert(
      fc.property(startArbitrary, siteCommandsArbitrary, (start, commands) => {
        runAll(start, commands, (site, command) => {
          const parsed = parseSite(site, { registry: siteBlocks });
          if (!parsed.ok) throw new Error(`${command.name} left an invalid site: ${JSON.stringify(parsed.errors[0])}`);
        });
      }),
      { numRuns: 120 },
    );
  });

  it("is taken back exactly by undoing every step since the page list last changed, and done again by redoing them", () => {
    fc.assert(
      fc.property(startArbitrary, siteCommandsArbitrary, (start, commands) => {
        const { holder, historyStart } = runAll(start, commands);
        undoAll(holder);
        expect(holder.get()).toEqual(historyStart);
        redoAll(holder);
        // Redo goes as far forward as the history reaches: past the end state when the sequence ended on an undo.
        const furthest = runAll(start, commands).holder;
        redoAll(furthest);
        expect(holder.get()).toEqual(furthest.get());
      }),
      { numRuns: 120 },
    );
  });
});
