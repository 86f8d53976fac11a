import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { EmailBlockDefinition } from "../../email/emailBlock";
import { emailBlocks } from "../../email/registry";
import { emailBlockNodeSchemas } from "../../schema/email/document";
import { type EmailBlockUnderCheck, emailBlockContractProblems } from "./emailBlockContract";

/** The Spacer as the contract sees it; every probe takes one thing from it. */
function spacer(): EmailBlockUnderCheck {
  return {
    type: "Spacer",
    definition: emailBlocks.Spacer as EmailBlockDefinition,
    blocks: emailBlocks,
    nodeSchema: emailBlockNodeSchemas.Spacer,
    folderFiles: readdirSync(new URL("../../email/blocks/spacer/", import.meta.url)),
  };
}

function withDefinition(change: Partial<EmailBlockDefinition>): EmailBlockUnderCheck {
  return { ...spacer(), definition: { ...spacer().definition, ...change } };
}

describe("the email block contract", () => {
  it("is met by the Spacer as it is", () => {
    expect(emailBlockContractProblems(spacer())).toEqual([]);
  });

  const probes: { what: string; block: () => EmailBlockUnderCheck; problem: string }[] = [
    {
      what: "an export showing each prop",
      block: () => withDefinition({ html: () => "<p>Space</p>" }),
      problem: "shows height in neither its HTML nor its text (or list it in notExported, saying why)",
    },
    {
      what: "a true list of props it does not export",
      block: () => withDefinition({ notExported: ["height"] }),
      problem: "lists height as not exported, yet its export shows it",
    },
    {
      what: "props of its own in that list",
      block: () => withDefinition({ notExported: ["depth"] }),
      problem: "lists depth as not exported, but has no such prop",
    },
    {
      what: "a settings panel loaded on first use",
      block: () => withDefinition({ Settings: () => null }),
      problem: "has no settings panel loaded on first use (lazy)",
    },
    { what: "a stylesheet", block: () => withDefinition({ css: "" }), problem: "has no stylesheet" },
    {
      what: "a validator refusing props it does not know",
      block: () => withDefinition({ validateProps: () => true }),
      problem: "accepts a prop its schema does not know",
    },
    { what: "its label", block: () => withDefinition({ label: "Gap" }), problem: 'is labelled "Gap" rather than "Spacer"' },
    {
      what: "its settings panel's test",
      block: () => ({ ...spacer(), folderFiles: spacer().folderFiles.filter((file) => file !== "EmailSpacerSettings.test.tsx") }),
      problem: "has no EmailSpacerSettings.test.tsx in email/blocks/spacer/",
    },
    {
      what: "its export file",
      block: () => ({ ...spacer(), folderFiles: spacer().folderFiles.filter((file) => file !== "emailSpacerExport.ts") }),
      problem: "has no emailSpacerExport.ts in email/blocks/spacer/",
    },
  ];

  it.each(probes)("catches a block that lacks $what", ({ block, problem }) => {
    expect(emailBlockContractProblems(block())).toEqual([problem]);
  });
});
