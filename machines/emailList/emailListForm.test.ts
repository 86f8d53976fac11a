import { describe, expect, it } from "vitest";
import { DEFAULT_ERROR_MESSAGE } from "../../schema/errors/clientErrors";
import {
  DEFAULT_SUCCESS_MESSAGE,
  EMAIL_LIST_MESSAGES,
  type EmailListFormEvent,
  type EmailListFormState,
  emailListFormReducer,
  initialEmailListForm,
} from "./emailListForm";

const run = (events: EmailListFormEvent[], start: EmailListFormState = initialEmailListForm()) =>
  events.reduce(emailListFormReducer, start);
const type = (value: string): EmailListFormEvent => ({ type: "emailList.change", value });
const submit: EmailListFormEvent = { type: "emailList.submit" };

describe("the email-list form", () => {
  it("starts idle and empty, with the block's success message or the default", () => {
    expect(initialEmailListForm()).toEqual({ status: "idle", email: "", error: null, successMessage: DEFAULT_SUCCESS_MESSAGE });
    expect(initialEmailListForm("  ").successMessage).toBe(DEFAULT_SUCCESS_MESSAGE);
    expect(initialEmailListForm("See you soon").successMessage).toBe("See you soon");
  });

  it("refuses a blank or invalid address with SPEC §5's words, and typing clears the message", () => {
    expect(run([type("   "), submit])).toMatchObject({ status: "idle", error: EMAIL_LIST_MESSAGES.empty });
    expect(run([type("not-an-email"), submit])).toMatchObject({ status: "idle", error: EMAIL_LIST_MESSAGES.invalid });
    expect(run([type("x"), submit, type("ada@")])).toMatchObject({ email: "ada@", error: null });
  });

  it("submits the address trimmed and lowercased, and ignores typing and submitting while it is out", () => {
    const submitting = run([type("  Ada@Example.COM "), submit]);
    expect(submitting).toMatchObject({ status: "submitting", email: "ada@example.com", error: null });
    expect(run([type("other@example.com"), submit], submitting)).toBe(submitting);
  });

  it("gives way to the success message once joined, and then ignores everything", () => {
    const joined = run([type("ada@example.com"), submit, { type: "emailList.joined" }]);
    expect(joined.status).toBe("success");
    expect(run([type("x"), submit, { type: "emailList.failed", error: new Error("late") }], joined)).toBe(joined);
  });

  it("shows the server's message after a failed join (SPEC §8), else 'An error occurred', and may be sent again", () => {
    const failed = run([type("ada@example.com"), submit, { type: "emailList.failed", error: new Error("This list is closed") }]);
    expect(failed).toMatchObject({ status: "idle", error: "This list is closed", email: "ada@example.com" });
    expect(run([{ type: "emailList.failed", error: "nothing useful" }], run([submit], failed)).error).toBe(DEFAULT_ERROR_MESSAGE);
    expect(run([submit], failed).status).toBe("submitting");
  });

  it("ignores an answer that comes while idle", () => {
    const idle = initialEmailListForm();
    expect(emailListFormReducer(idle, { type: "emailList.joined" })).toBe(idle);
  });
});
