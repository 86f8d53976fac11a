// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminForm, type DraftCheck } from "./AdminForm";

afterEach(cleanup);

type Problems = { title?: string };
const check = (title: string): DraftCheck<{ title: string }, Problems> =>
  title === "" ? { ok: false, problems: { title: "Give it a title." } } : { ok: true, input: { title } };

function renderForm(title: string, onSave: (input: { title: string }) => Promise<string | null>) {
  const onCancel = vi.fn();
  render(
    <AdminForm heading="New event" draft={title} check={check} onSave={onSave} onCancel={onCancel} saveLabel="Save event">
      {(problems) => (problems.title ? <p>{problems.title}</p> : null)}
    </AdminForm>,
  );
  return onCancel;
}

describe("AdminForm", () => {
  it("is named by its heading, and shows the draft's problems instead of saving", () => {
    const onSave = vi.fn(async () => null);
    const onCancel = renderForm("", onSave);
    const form = screen.getByRole("form", { name: "New event" });
    fireEvent.submit(form);
    expect(screen.getByText("Give it a title.")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("saves the checked input, says it is saving, and shows the server's refusal", async () => {
    let answer: (refusal: string | null) => void = () => {};
    const onSave = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    renderForm("Berlin night", onSave);
    fireEvent.click(screen.getByRole("button", { name: "Save event" }));
    expect(onSave).toHaveBeenCalledWith({ title: "Berlin night" });
    expect(screen.getByRole("button", { name: "Saving…" })).toHaveProperty("disabled", true);
    answer("The event was not saved: no");
    expect((await screen.findByRole("alert")).textContent).toBe("The event was not saved: no");
    await waitFor(() => expect(screen.getByRole("button", { name: "Save event" })).toHaveProperty("disabled", false));
  });
});
