import { describe, expect, it } from "vitest";
import { DEFAULT_LISTENING, listeningInputOf } from "./trackListening";

const preview = (previewStart: string, previewLength: string) => ({ listen: "preview" as const, previewStart, previewLength });

describe("what visitors hear of a track", () => {
  it("sends a preview's start and length as whole seconds", () => {
    expect(listeningInputOf(preview(" 45 ", "60"), 187)).toEqual({
      ok: true,
      input: { listen: "preview", previewStartSeconds: 45, previewSeconds: 60 },
    });
    expect(listeningInputOf(DEFAULT_LISTENING, null)).toEqual({
      ok: true,
      input: { listen: "full", previewStartSeconds: 0, previewSeconds: 30 },
    });
  });

  it("says what is wrong with a preview: not whole seconds, past the track's end, shorter than 5 or longer than 120 seconds", () => {
    const startProblem = "Start the preview at a whole number of seconds: 0 for the beginning.";
    const lengthProblem = "A preview lasts a whole number of seconds from 5 to 120.";
    expect(listeningInputOf(preview("-1", "4"), 187)).toEqual({ ok: false, problems: { start: startProblem, length: lengthProblem } });
    expect(listeningInputOf(preview("1.5", ""), null)).toEqual({ ok: false, problems: { start: startProblem, length: lengthProblem } });
    expect(listeningInputOf(preview("187", "121"), 187.4)).toEqual({
      ok: false,
      problems: { start: "The track is 3:07 long: start the preview before its end.", length: lengthProblem },
    });
    expect(listeningInputOf(preview("186", "5"), 187.4).ok).toBe(true);
    expect(listeningInputOf(preview("0", "120"), null).ok).toBe(true);
  });

  it("checks the preview's numbers only when the track plays a preview, and keeps them only when they are valid", () => {
    expect(listeningInputOf({ listen: "none", previewStart: "x", previewLength: "60" }, 187)).toEqual({
      ok: true,
      input: { listen: "none", previewSeconds: 60 },
    });
  });
});
