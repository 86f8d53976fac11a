// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { definitionOf, type RenderMode } from "../../runtime/blockRegistry";
import { pageWithBlock } from "../../runtime/blockTestKit";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { ContactSendAnswer } from "../../schema/api/contactMessages";
import type { StoredPropsOf } from "../../schema/page";
import { checkContactMessage, contactFieldsOf } from "../../schema/rules/contactForm";
import type { SiteServices } from "../../schema/siteResources";
import { siteBlocks } from "../registry";
import { contactFormBlock } from "./index";

type Send = SiteServices["sendContactMessage"];

afterEach(cleanup);

function renderForm(props: StoredPropsOf<"ContactForm">, send?: Send, mode: RenderMode = "view") {
  render(
    <DocumentView
      document={pageWithBlock("ContactForm", props, "contact-1")}
      registry={siteBlocks}
      mode={mode}
      loadContext={{ pageId: "home" }}
      {...(send ? { services: { sendContactMessage: send } } : {})}
    />,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: /Send message|Sending/ }));

describe("the Contact form block's props and rules", () => {
  it("has good defaults: name and message required, subject optional, phone not asked", () => {
    const definition = definitionOf(siteBlocks, "ContactForm");
    if (!definition) throw new Error("ContactForm is not registered");
    expect(resolveDefaults()).toMatchObject({
      title: "Get in touch",
      name: "required",
      subject: "optional",
      phone: "off",
      message: "required",
      customFields: [],
      buttonText: "Send message",
      successMessage: "Thank you! Your message has been sent.",
    });
    expect(contactFormBlock.label).toBe("Contact Form");
    expect(contactFieldsOf({}).map((each) => [each.key, each.required])).toEqual([
      ["name", true],
      ["email", true],
      ["subject", false],
      ["message", true],
    ]);
  });

  it("checks values as the server does: required, the email's format, the phone's, each field's maximum", () => {
    const fields = contactFieldsOf({ phone: "optional", customFields: [{ id: "venue", label: "Venue", required: true }] });
    expect(
      checkContactMessage(fields, { name: " Ada ", email: " Ada@Example.COM ", message: "Hi\r\nthere", "custom-venue": "Roundhouse" }),
    ).toEqual({
      ok: true,
      values: { name: "Ada", email: "ada@example.com", phone: "", subject: "", "custom-venue": "Roundhouse", message: "Hi\nthere" },
    });
    const refused = checkContactMessage(fields, { email: "ada@", phone: "call me", message: "x".repeat(5001) });
    expect(refused.ok ? [] : refused.errors.map((error) => [error.key, error.message])).toEqual([
      ["name", "Name is required"],
      ["email", "Please enter a valid email"],
      ["phone", "Please enter a valid phone number"],
      ["custom-venue", "Venue is required"],
      ["message", "Message is too long: at most 5,000 characters"],
    ]);
  });

  it("is not ready to publish while one of its own fields has no label", () => {
    const notReady = (props: StoredPropsOf<"ContactForm">) =>
      contactFormBlock.editing?.notReady?.({ id: "c", type: "ContactForm", props }, { emailListIds: null, joinableTiers: null });
    expect(notReady({ customFields: [{ id: "venue", label: " " }] })).toBe("One of its own fields has no label: name it.");
    expect(notReady({ customFields: [{ id: "venue", label: "Venue" }] })).toBeNull();
  });
});

function resolveDefaults() {
  const html = renderToString(<DocumentView document={pageWithBlock("ContactForm", {})} registry={siteBlocks} />);
  expect(html).toContain("bl-contact");
  return Object.fromEntries(
    Object.entries(siteBlocks.ContactForm.propsSchema.properties).map(([key, schema]) => [key, (schema as { default?: unknown }).default]),
  );
}

describe("the Contact form block", () => {
  it("renders on the server as a plain form POST, with the page and block named, labels, and the honeypot hidden", () => {
    const html = renderToString(
      <DocumentView
        document={pageWithBlock("ContactForm", { phone: "optional" }, "contact-1")}
        registry={siteBlocks}
        loadContext={{ pageId: "home" }}
      />,
    );
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/contact-form"');
    expect(html).toContain('name="pageId" value="home"');
    expect(html).toContain('name="blockId" value="contact-1"');
    expect(html).toMatch(/<div class="bl-contact__trap" aria-hidden="true">.*tabindex="-1".*name="website"/);
    expect(html).toContain('type="tel"');
    expect(html).toContain('autoComplete="email"');
  });

  it("shows its fields in order, marks optional ones, and adds the artist's own", () => {
    renderForm({ customFields: [{ id: "venue", label: "Venue" }] });
    const labels = [...document.querySelectorAll(".bl-contact__label")].map((label) => label.textContent);
    expect(labels).toEqual(["Name", "Email", "Subject (optional)", "Venue (optional)", "Message"]);
    expect(field("Message").tagName).toBe("TEXTAREA");
    expect(field("Venue (optional)").getAttribute("name")).toBe("custom-venue");
  });

  it("shows each field's error beside it, tied by aria-describedby, focuses the first, and sends nothing", () => {
    const send = vi.fn<Send>(async () => ({ ok: true }));
    renderForm({}, send);
    type("Email", "fan@");
    submit();
    const name = field("Name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Name is required");
    expect(document.getElementById(field("Email").getAttribute("aria-describedby") ?? "")?.textContent).toBe("Please enter a valid email");
    expect(document.activeElement).toBe(name);
    expect(send).not.toHaveBeenCalled();
    type("Name", "Ada");
    expect(name.getAttribute("aria-invalid")).toBeNull();
  });

  it("sends the tidied values with the page, the block and the honeypot, then shows the thank-you message without the form", async () => {
    let finish: (answer: ContactSendAnswer) => void = () => {};
    const send = vi.fn<Send>(() => new Promise((resolve) => (finish = resolve)));
    renderForm({ successMessage: "Cheers, we'll write back." }, send);
    type("Name", " Ada ");
    type("Email", "Ada@Example.com");
    type("Message", "Play our town?");
    submit();
    expect(send).toHaveBeenCalledWith({
      pageId: "home",
      blockId: "contact-1",
      website: "",
      fields: { name: "Ada", email: "ada@example.com", subject: "", message: "Play our town?" },
    });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Sending…" }).disabled).toBe(true);
    await act(async () => finish({ ok: true }));
    expect(document.querySelector("form")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Cheers, we'll write back.");
  });

  it("shows the server's refusals field by field, or its sentence", async () => {
    const send = vi
      .fn<Send>()
      .mockResolvedValueOnce({ ok: false, message: "x", errors: [{ key: "message", message: "Message is required" }] })
      .mockResolvedValueOnce({ ok: false, message: "You are doing this too often. Try again in 60 seconds.", errors: [] });
    renderForm({}, send);
    type("Name", "Ada");
    type("Email", "ada@example.com");
    type("Message", "Hello");
    submit();
    await waitFor(() => expect(field("Message").getAttribute("aria-invalid")).toBe("true"));
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("You are doing this too often. Try again in 60 seconds."));
    expect(field("Name").value).toBe("Ada");
  });

  it("in the editor, posts nowhere and says 'An error occurred' rather than pretending to send", async () => {
    const send = vi.fn<Send>(async () => ({ ok: true }));
    renderForm({}, send, "edit");
    expect(document.querySelector("form")?.getAttribute("action")).toBeNull();
    type("Name", "Ada");
    type("Email", "ada@example.com");
    type("Message", "Hello");
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("An error occurred"));
    expect(send).not.toHaveBeenCalled();
  });
});
