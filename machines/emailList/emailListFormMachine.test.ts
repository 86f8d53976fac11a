import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  DEFAULT_SUCCESS_MESSAGE,
  EMAIL_LIST_MESSAGES,
  type EmailListFormInput,
  emailListFormMachine,
  type JoinRequest,
  selectEmail,
  selectEmailError,
  selectSubmitting,
  selectSuccessMessage,
} from "./emailListFormMachine";

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Starts the form with a fake `join` that records its requests and answers with `answer()`. */
function startForm(answer: () => Promise<void> = () => Promise.resolve(), input: EmailListFormInput = { emailListId: "list1" }) {
  const joined: JoinRequest[] = [];
  const machine = emailListFormMachine.provide({
    actors: {
      join: fromPromise<void, JoinRequest>(({ input: request }) => {
        joined.push(request);
        return answer();
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const type = (value: string) => actor.send({ type: "emailList.change", value });
  const submit = () => actor.send({ type: "emailList.submit" });
  return { actor, joined, type, submit, snapshot: () => actor.getSnapshot() };
}

describe("email-list form: validation (SPEC §5)", () => {
  it("starts idle with an empty field and no error", () => {
    const { snapshot } = startForm();
    expect(snapshot().value).toBe("idle");
    expect(selectEmail(snapshot())).toBe("");
    expect(selectEmailError(snapshot())).toBeNull();
    expect(selectSubmitting(snapshot())).toBe(false);
    expect(selectSuccessMessage(snapshot())).toBeNull();
  });

  it("asks for an email when the field is empty or blank", () => {
    const { type, submit, snapshot, joined } = startForm();
    submit();
    expect(selectEmailError(snapshot())).toBe("Please enter your email");
    type("   ");
    submit();
    expect(selectEmailError(snapshot())).toBe(EMAIL_LIST_MESSAGES.empty);
    expect(snapshot().value).toBe("idle");
    expect(joined).toEqual([]);
  });

  it("asks for a valid email when it does not look like one (or is too long)", () => {
    const { type, submit, snapshot, joined } = startForm();
    for (const invalid of ["fan", "fan@example", "fan @example.com", `${"a".repeat(250)}@example.com`]) {
      type(invalid);
      submit();
      expect(selectEmailError(snapshot())).toBe("Please enter a valid email");
    }
    expect(joined).toEqual([]);
  });

  it("clears the error when the field changes", () => {
    const { type, submit, snapshot } = startForm();
    submit();
    type("f");
    expect(selectEmailError(snapshot())).toBeNull();
    expect(selectEmail(snapshot())).toBe("f");
  });
});

describe("email-list form: submitting", () => {
  it("joins with the email trimmed and lowercased, disables the button, then shows the default success message", async () => {
    const answer = deferred();
    const { actor, type, submit, snapshot, joined } = startForm(() => answer.promise);
    type("  Fan@Example.COM ");
    submit();
    expect(snapshot().value).toBe("submitting");
    expect(selectSubmitting(snapshot())).toBe(true);
    expect(joined).toEqual([{ email: "fan@example.com", emailListId: "list1" }]);
    type("ignored");
    submit();
    expect(selectEmail(snapshot())).toBe("fan@example.com");
    expect(joined).toHaveLength(1);
    answer.resolve();
    await waitFor(actor, (s) => s.matches("success"));
    expect(selectSubmitting(snapshot())).toBe(false);
    expect(selectSuccessMessage(snapshot())).toBe("Thank you! Will be in touch soon!");
    expect(DEFAULT_SUCCESS_MESSAGE).toBe("Thank you! Will be in touch soon!");
  });

  it("shows the block's own success message, or the default when it is blank", async () => {
    const custom = startForm(undefined, { emailListId: "list2", successMessage: "See you at the show!" });
    custom.type("fan@example.com");
    custom.submit();
    await waitFor(custom.actor, (s) => s.matches("success"));
    expect(selectSuccessMessage(custom.snapshot())).toBe("See you at the show!");
    expect(custom.joined).toEqual([{ email: "fan@example.com", emailListId: "list2" }]);
    const blank = startForm(undefined, { emailListId: "list2", successMessage: "  " });
    expect(blank.snapshot().context.successMessage).toBe(DEFAULT_SUCCESS_MESSAGE);
  });

  it("stays on the success message: further events change nothing", async () => {
    const { actor, type, submit, snapshot, joined } = startForm();
    type("fan@example.com");
    submit();
    await waitFor(actor, (s) => s.matches("success"));
    type("other@example.com");
    submit();
    expect(snapshot().value).toBe("success");
    expect(joined).toHaveLength(1);
  });
});

describe("email-list form: failure (SPEC §8)", () => {
  it("goes back to idle with the server's message, and can be sent again", async () => {
    let attempt = 0;
    const { actor, type, submit, snapshot, joined } = startForm(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error("This email is already on the list")) : Promise.resolve();
    });
    type("fan@example.com");
    submit();
    await waitFor(actor, (s) => s.matches("idle"));
    expect(selectEmailError(snapshot())).toBe("This email is already on the list");
    expect(selectEmail(snapshot())).toBe("fan@example.com");
    submit();
    expect(selectEmailError(snapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches("success"));
    expect(joined).toHaveLength(2);
  });

  it.each([
    ["an error without a message", new Error("")],
    ["a blank message", { message: "   " }],
    ["a message that is not a string", { message: 404 }],
    ["something that is not an error", "boom"],
    ["nothing", undefined],
  ])("shows 'An error occurred' for %s", async (_name, error) => {
    const { actor, type, submit, snapshot } = startForm(() => Promise.reject(error));
    type("fan@example.com");
    submit();
    await waitFor(actor, (s) => s.matches("idle"));
    expect(selectEmailError(snapshot())).toBe("An error occurred");
  });

  it("fails with a clear message when no join actor was provided", async () => {
    const actor = createActor(emailListFormMachine, { input: { emailListId: "list1" } }).start();
    actor.send({ type: "emailList.change", value: "fan@example.com" });
    actor.send({ type: "emailList.submit" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(selectEmailError(actor.getSnapshot())).toBe("emailListFormMachine: provide the join actor");
  });
});
