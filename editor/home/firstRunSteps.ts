import type { FirstRunStep, StudioHome } from "../../schema/api/studioHome";

/** One step of the first-run list: what to do, where in the studio, and why it matters to fans. */
export interface FirstRunStepText {
  readonly step: FirstRunStep;
  readonly title: string;
  readonly hint: string;
  /** The studio section that does it, by its address below /studio. */
  readonly sectionPath: string;
}

/** The steps a new artist takes before fans arrive (issue 34, item 14), in the order they are best taken. */
export const FIRST_RUN_STEPS: readonly FirstRunStepText[] = [
  {
    step: "nameAndLook",
    title: "Choose your name and look",
    hint: "In Site, open Site settings: your name, header, footer, colours and fonts.",
    sectionPath: "site",
  },
  {
    step: "release",
    title: "Add your first release",
    hint: "Upload its tracks and cover art in Music, then publish it.",
    sectionPath: "music",
  },
  { step: "tier", title: "Create a membership tier", hint: "What fans pay for each month, and what they get.", sectionPath: "memberships" },
  {
    step: "emailList",
    title: "Start an email list",
    hint: "Fans join it from your site; you write to them from Emails.",
    sectionPath: "audience",
  },
  { step: "published", title: "Publish your site", hint: "In Site, press Publish when a page is ready for fans.", sectionPath: "site" },
];

/** How many steps are done, of how many. */
export function stepsDone(steps: StudioHome["steps"]): { done: number; total: number } {
  return { done: FIRST_RUN_STEPS.filter(({ step }) => steps[step]).length, total: FIRST_RUN_STEPS.length };
}
