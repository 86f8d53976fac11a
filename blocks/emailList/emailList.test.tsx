// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SUCCESS_MESSAGE } from "../../machines/emailList/emailListForm";
import { definitionOf, type RenderMode } from "../../runtime/blockRegistry";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { BlockServices } from "../../runtime/interpreter/InterpreterContext";
import { resolveProps } from "../../runtime/resolveProps";
import { emailListPropsSchema } from "../../schema/blocks/emailList";
import type { PageDocument, StoredPropsOf } from "../../schema/page";
import type { SiteServices } from "../../schema/siteResources";
import { siteBlocks } from "../registry";
import { emailListBlock } from "./index";

type JoinEmailList = SiteServices["joinEmailList"];

afterEach(cleanup);

function page(props: StoredPropsOf<"EmailList">): PageDocument {
  return {
    schemaVersion: 1,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    root: { id: "root", type: "Container", props: {}, children: [{ id: "el-1", type: "EmailList", props }] },
  };
}

const LIST = { emailListId: "list-1" } as const;

function renderBlock(props: StoredPropsOf<"EmailList">, join?: JoinEmailList, mode: RenderMode = "view") {
  const services: BlockServices | undefined = join ? { joinEmailList: join } : undefined;
  render(<DocumentView document={page(props)} registry={siteBlocks} mode={mode} {...(services ? { services } : {})} />);
  const section = document.querySelector<HTMLElement>(".bl-email-list");
  if (!section) throw new Error("no email list rendered");
  return section;
}

const input = () => screen.getByLabelText<HTMLInputElement>("Email address");
const button = () => document.querySelector<HTMLButtonElement>(".bl-email-list__button");
const errorText = () => document.querySelector(".bl-email-list__error")?.textContent ?? null;

function submit(email: string) {
  fireEvent.change(input(), { target: { value: email } });
  const submitButton = button();
  if (!submitButton) throw new Error("no button");
  fireEvent.click(submitButton);
}

describe("the Email-list block's props", () => {
  it("has sensible defaults, the success message of SPEC §4 among them", () => {
    const definition = definitionOf(siteBlocks, "EmailList");
    if (!definition) throw new Error("EmailList is not registered");
    expect(resolveProps(definition, {})).toEqual({
      title: "Join the mailing list",
      description: "",
      buttonText: "Subscribe",
      successMessage: "Thank you! Will be in touch soon!",
    });
    expect(emailListPropsSchema.properties.successMessage.default).toBe(DEFAULT_SUCCESS_MESSAGE);
    expect(emailListBlock.label).toBe("Email List");
  });

  it("accepts every SPEC §3 prop and an empty object, and refuses a bad list id or an unknown prop", () => {
    const { validateProps } = siteBlocks.EmailList;
    expect(validateProps({})).toBe(true);
    expect(
      validateProps({
        title: "News",
        description: "Monthly",
        buttonText: "Join",
        buttonId: "join",
        emailListId: "list-1",
        successMessage: "Yay",
      }),
    ).toBe(true);
    expect(validateProps({ emailListId: "not an id" })).toBe(false);
    expect(validateProps({ onSubmit: "x" })).toBe(false);
  });
});

describe("the Email-list block", () => {
  it("shows the title, the description and a labelled email field with the button", () => {
    const section = renderBlock({
      title: "Get the newsletter",
      description: "Once a month.",
      buttonText: "Join",
      buttonId: "news-join",
      ...LIST,
    });
    expect(section.querySelector("h2")?.textContent).toBe("Get the newsletter");
    expect(section.getAttribute("aria-labelledby")).toBe(section.querySelector("h2")?.id);
    expect(screen.getByText("Once a month.")).toBeTruthy();
    expect(input().type).toBe("email");
    expect(input().autocomplete).toBe("email");
    expect(button()?.textContent).toBe("Join");
    expect(button()?.getAttribute("data-button-id")).toBe("news-join");
  });

  it("names its button by the block's id when no buttonId is set", () => {
    renderBlock(LIST);
    expect(button()?.getAttribute("data-button-id")).toBe("el-1");
  });

  it("says 'Please enter your email' for an empty field, and sends nothing", () => {
    const join = vi.fn<JoinEmailList>(async () => ({ ok: true }));
    renderBlock(LIST, join);
    submit("   ");
    expect(errorText()).toBe("Please enter your email");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input().getAttribute("aria-describedby") ?? "")?.textContent).toBe("Please enter your email");
    expect(join).not.toHaveBeenCalled();
  });

  it("says 'Please enter a valid email' for a bad address, and clears it on typing", () => {
    const join = vi.fn<JoinEmailList>(async () => ({ ok: true }));
    renderBlock(LIST, join);
    submit("fan@example");
    expect(errorText()).toBe("Please enter a valid email");
    fireEvent.change(input(), { target: { value: "fan@example.com" } });
    expect(errorText()).toBeNull();
    expect(join).not.toHaveBeenCalled();
  });

  it("sends the email lowercased to the list, disables the button meanwhile, then shows the default success message", async () => {
    let finish: () => void = () => {};
    const join = vi.fn<JoinEmailList>(() => new Promise<void>((resolve) => (finish = resolve)));
    renderBlock(LIST, join);
    submit("  Fan@Example.COM ");
    expect(join).toHaveBeenCalledWith({ email: "fan@example.com", emailListId: "list-1" });
    expect(button()?.disabled).toBe(true);
    await act(async () => finish());
    expect(document.querySelector("form")).toBeNull();
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Thank you! Will be in touch soon!");
    expect(status.getAttribute("aria-live")).toBe("polite");
    // Double opt-in: the fan learns that an email to confirm is on its way.
    expect(
      screen.getByText(
        "Check your inbox: we've sent you an email to confirm your address. Already on the list? Then there's nothing more to do.",
      ),
    ).toBeTruthy();
  });

  it("shows the block's own success message", async () => {
    renderBlock({ ...LIST, successMessage: "See you at the next show!" }, async () => ({ ok: true }));
    submit("fan@example.com");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("See you at the next show!"));
  });

  it("shows the default message when the block's is blank", async () => {
    renderBlock({ ...LIST, successMessage: "  " }, async () => ({ ok: true }));
    submit("fan@example.com");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(DEFAULT_SUCCESS_MESSAGE));
  });

  it("shows the server's message when joining fails, and lets the fan try again", async () => {
    const join = vi.fn<JoinEmailList>().mockRejectedValueOnce(new Error("Email list not found")).mockResolvedValueOnce({ ok: true });
    renderBlock(LIST, join);
    submit("fan@example.com");
    await waitFor(() => expect(errorText()).toBe("Email list not found"));
    expect(button()?.disabled).toBe(false);
    expect(input().value).toBe("fan@example.com");
    fireEvent.click(button() as HTMLButtonElement);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(DEFAULT_SUCCESS_MESSAGE));
  });

  it("shows 'An error occurred' when the failure carries no message", async () => {
    renderBlock(LIST, () => Promise.reject(new Error("")));
    submit("fan@example.com");
    await waitFor(() => expect(errorText()).toBe("An error occurred"));
  });

  it("shows the form without a service (a static render), and submitting says 'An error occurred'", async () => {
    renderBlock(LIST);
    submit("fan@example.com");
    await waitFor(() => expect(errorText()).toBe("An error occurred"));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("is not shown on the site without a list to join (issue 34): Publish names it instead", () => {
    const html = renderToString(<DocumentView document={page({ title: "News" })} registry={siteBlocks} />);
    expect(html).not.toContain("bl-email-list");
    const notReady = (props: StoredPropsOf<"EmailList">, emailListIds: string[] | null) =>
      emailListBlock.editing?.notReady?.({ id: "el-1", type: "EmailList", props }, { emailListIds, joinableTiers: null });
    expect(notReady({}, ["list-1"])).toBe("No email list is chosen: fans who sign up would get an error.");
    expect(notReady(LIST, ["list-2"])).toBe("Its email list was deleted: choose another.");
    expect(notReady(LIST, ["list-1"])).toBeNull();
    expect(notReady(LIST, null)).toBeNull();
  });

  it("in the editor, says 'An error occurred' without a list to join, and never calls the service", async () => {
    const join = vi.fn<JoinEmailList>(async () => ({ ok: true }));
    renderBlock({}, join, "edit");
    submit("fan@example.com");
    await waitFor(() => expect(errorText()).toBe("An error occurred"));
    expect(join).not.toHaveBeenCalled();
  });

  it("renders on the server as the form, with an empty status", () => {
    const html = renderToString(<DocumentView document={page({ title: "News", ...LIST })} registry={siteBlocks} />);
    expect(html).toContain('class="bl-section bl-email-list"');
    expect(html).toContain('type="email"');
    expect(html).toContain('role="status"');
    expect(html).not.toContain(DEFAULT_SUCCESS_MESSAGE);
  });
});
