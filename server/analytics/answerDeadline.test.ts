import { describe, expect, it } from "vitest";
import { errorMessage } from "../../schema/errors";
import { HttpError } from "../http/httpError";
import { answerDeadline } from "./answerDeadline";

/** A question the store never answers, as while its idle-class thread gets no CPU; `answer` answers it. */
function hanging<T>() {
  let answer: (value: T) => void = () => {};
  const asked = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { ask: () => asked, answer: (value: T) => answer(value) };
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("the studio's analytics answered within a deadline", () => {
  it("answers what the store answers in time", async () => {
    const withinDeadline = answerDeadline({ ms: 1000 });
    await expect(withinDeadline(async () => 42)).resolves.toBe(42);
    await expect(withinDeadline(() => Promise.reject(new Error("the store's own error")))).rejects.toThrow("the store's own error");
  });

  it("says the numbers are catching up, with Retry-After, when the store does not answer in time", async () => {
    const withinDeadline = answerDeadline({ ms: 20 });
    const store = hanging<number>();
    const error = await refusal(withinDeadline(store.ask));
    expect(error.statusCode).toBe(503);
    expect(error.code).toBe("busy");
    expect(error.message).toBe(errorMessage("busy", "analyticsBusy"));
    expect(error.headers["retry-after"]).toBe("60");
    // The late answer goes nowhere, and frees its place.
    store.answer(1);
    await expect(withinDeadline(async () => 2)).resolves.toBe(2);
  });

  it("leaves at most so many questions waiting in the store, answering the rest at once", async () => {
    const withinDeadline = answerDeadline({ ms: 60_000, maxWaiting: 2 });
    const first = hanging<number>();
    const second = hanging<number>();
    const one = withinDeadline(first.ask);
    const two = withinDeadline(second.ask);
    let asked = false;
    const third = await refusal(
      withinDeadline(async () => {
        asked = true;
        return 3;
      }),
    );
    expect(third.code).toBe("busy");
    expect(asked, "the third question never reaches the store").toBe(false);
    first.answer(1);
    await expect(one).resolves.toBe(1);
    // A place is free again.
    await expect(withinDeadline(async () => 4)).resolves.toBe(4);
    second.answer(2);
    await expect(two).resolves.toBe(2);
  });
});
