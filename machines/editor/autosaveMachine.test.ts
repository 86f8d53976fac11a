import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { autosaveMachine, SaveConflictError, type SaveRequest, selectHasUnsavedChanges, selectSaveStatus } from "./autosaveMachine";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A save actor the test answers by hand. */
function fakeSave() {
  const calls: { request: SaveRequest; resolve: (version: number) => void; reject: (error: unknown) => void }[] = [];
  const save = fromPromise<{ version: number }, SaveRequest>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({ request: input, resolve: (version) => resolve({ version }), reject });
      }),
  );
  return { save, calls };
}

function start(baseVersion: number | null = 3) {
  const fake = fakeSave();
  const actor = createActor(autosaveMachine.provide({ actors: { save: fake.save } }), { input: { baseVersion, delayMs: 1000 } });
  actor.start();
  return { actor, ...fake, status: () => selectSaveStatus(actor.getSnapshot()) };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe("autosave", () => {
  it("saves the latest document a moment after the last change, with the version it was based on", async () => {
    const { actor, calls, status } = start(3);
    expect(status()).toBe("saved");
    actor.send({ type: "autosave.changed", document: { v: "a" } });
    await vi.advanceTimersByTimeAsync(600);
    actor.send({ type: "autosave.changed", document: { v: "ab" } });
    await vi.advanceTimersByTimeAsync(600);
    expect(calls).toHaveLength(0);
    expect(status()).toBe("unsaved");
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.map((call) => call.request)).toEqual([{ document: { v: "ab" }, baseVersion: 3 }]);
    expect(status()).toBe("saving");
    calls[0]?.resolve(4);
    await flush();
    expect(status()).toBe("saved");
    expect(actor.getSnapshot().context.baseVersion).toBe(4);
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
  });

  it("saves at once when asked", async () => {
    const { actor, calls } = start();
    actor.send({ type: "autosave.changed", document: 1 });
    actor.send({ type: "autosave.saveNow" });
    expect(calls).toHaveLength(1);
  });

  it("keeps changes made during a save and saves them next, on the new version", async () => {
    const { actor, calls, status } = start(3);
    actor.send({ type: "autosave.changed", document: "first" });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: "autosave.changed", document: "second" });
    calls[0]?.resolve(4);
    await flush();
    expect(status()).toBe("unsaved");
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[1]?.request).toEqual({ document: "second", baseVersion: 4 });
  });

  it("says a save failed, keeps the draft, and retries", async () => {
    const { actor, calls, status } = start(3);
    actor.send({ type: "autosave.changed", document: "draft" });
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]?.reject(new Error("The service is unavailable for a moment. Please try again."));
    await flush();
    expect(status()).toBe("failed");
    expect(actor.getSnapshot().context.error).toBe("The service is unavailable for a moment. Please try again.");
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
    actor.send({ type: "autosave.retry" });
    expect(calls[1]?.request).toEqual({ document: "draft", baseVersion: 3 });
  });

  describe("a conflict", () => {
    async function conflicted() {
      const started = start(3);
      started.actor.send({ type: "autosave.changed", document: "mine" });
      await vi.advanceTimersByTimeAsync(1000);
      started.calls[0]?.reject(new SaveConflictError({ document: "theirs", version: 5 }));
      await flush();
      return started;
    }

    it("stops saving, says so, and keeps this copy's later changes", async () => {
      const { actor, calls, status } = await conflicted();
      expect(status()).toBe("conflict");
      expect(actor.getSnapshot().context.theirs).toEqual({ document: "theirs", version: 5 });
      expect(actor.getSnapshot().context.error).toBe("Someone else saved this document since you loaded it.");
      actor.send({ type: "autosave.changed", document: "mine, edited" });
      await vi.advanceTimersByTimeAsync(5000);
      expect(calls).toHaveLength(1);
      expect(actor.getSnapshot().context.pending).toBe("mine, edited");
    });

    it("keeping mine saves it over theirs, on their version", async () => {
      const { actor, calls, status } = await conflicted();
      actor.send({ type: "autosave.keepMine" });
      expect(calls[1]?.request).toEqual({ document: "mine", baseVersion: 5 });
      calls[1]?.resolve(6);
      await flush();
      expect(status()).toBe("saved");
    });

    it("taking theirs drops this copy and continues from their version", async () => {
      const { actor, calls, status } = await conflicted();
      actor.send({ type: "autosave.takeTheirs" });
      expect(status()).toBe("saved");
      expect(actor.getSnapshot().context).toMatchObject({ baseVersion: 5, pending: null, theirs: null });
      actor.send({ type: "autosave.changed", document: "on theirs" });
      await vi.advanceTimersByTimeAsync(1000);
      expect(calls[1]?.request).toEqual({ document: "on theirs", baseVersion: 5 });
    });
  });

  it("starts over from a reloaded copy", async () => {
    const { actor, status } = start(3);
    actor.send({ type: "autosave.changed", document: "x" });
    actor.send({ type: "autosave.reset", baseVersion: 9 });
    expect(status()).toBe("saved");
    expect(actor.getSnapshot().context).toMatchObject({ baseVersion: 9, pending: null });
  });

  it("saves a new document without a base version", async () => {
    const { actor, calls } = start(null);
    actor.send({ type: "autosave.changed", document: "new" });
    actor.send({ type: "autosave.saveNow" });
    expect(calls[0]?.request).toEqual({ document: "new", baseVersion: null });
  });
});
