// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LINK_MESSAGE, SITE_LINK_MESSAGE } from "../../../blocks/settings/validation";
import { SOCIAL_ICONS } from "../../../schema/site";
import { HeaderLinkForm, SocialLinkForm } from "./linkForms";

afterEach(cleanup);

const PAGES = [
  { path: "/", title: "Home" },
  { path: "/tour", title: "Tour" },
];

const input = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const button = (form: HTMLElement, name: string) => within(form).getByRole("button", { name }) as HTMLButtonElement;
const type = (form: HTMLElement, label: string, value: string) => fireEvent.change(input(form, label), { target: { value } });

describe("SocialLinkForm", () => {
  function renderAdd(blocked: string | null = null) {
    const onSubmit = vi.fn();
    render(<SocialLinkForm submitLabel="Add social link" blocked={blocked} onSubmit={onSubmit} />);
    return { onSubmit, form: screen.getByRole("form", { name: "Add a social link" }) };
  }

  it("offers the five platforms of SPEC §3, Instagram first", () => {
    const { form } = renderAdd();
    const select = input(form, "Platform") as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ["instagram", "Instagram"],
      ["facebook", "Facebook"],
      ["twitter", "Twitter"],
      ["youtube", "YouTube"],
      ["website", "Website"],
    ]);
    expect([...select.options].map((option) => option.value)).toEqual([...SOCIAL_ICONS]);
    expect(select.value).toBe("instagram");
  });

  it("keeps the add button disabled while the URL is blank", () => {
    const { form, onSubmit } = renderAdd();
    expect(button(form, "Add social link").disabled).toBe(true);
    type(form, "URL", "   ");
    expect(button(form, "Add social link").disabled).toBe(true);
    fireEvent.submit(form);
    expect(onSubmit).not.toHaveBeenCalled();
    type(form, "URL", "instagram.com/nova");
    expect(button(form, "Add social link").disabled).toBe(false);
  });

  it("adds the platform and the trimmed URL, then empties the URL for the next one", () => {
    const { form, onSubmit } = renderAdd();
    fireEvent.change(input(form, "Platform"), { target: { value: "youtube" } });
    type(form, "URL", "  https://youtube.com/@nova  ");
    fireEvent.click(button(form, "Add social link"));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ icon: "youtube", href: "https://youtube.com/@nova" });
    expect(input(form, "URL").value).toBe("");
    expect(button(form, "Add social link").disabled).toBe(true);
  });

  it("stores a bare e-mail address as a mailto: link", () => {
    const { form, onSubmit } = renderAdd();
    fireEvent.change(input(form, "Platform"), { target: { value: "website" } });
    type(form, "URL", "nova@example.com");
    fireEvent.click(button(form, "Add social link"));
    expect(onSubmit).toHaveBeenCalledWith({ icon: "website", href: "mailto:nova@example.com" });
  });

  it.each(["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "not a link"])("refuses %s and says why", (url) => {
    const { form, onSubmit } = renderAdd();
    type(form, "URL", url);
    fireEvent.click(button(form, "Add social link"));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(form).getByRole("alert").textContent).toBe(LINK_MESSAGE);
    expect(LINK_MESSAGE).toBe("Enter a web address such as https://example.com or an e-mail address.");
    expect(input(form, "URL").getAttribute("aria-invalid")).toBe("true");
    expect(input(form, "URL").getAttribute("aria-describedby")).toBe(within(form).getByRole("alert").id);
    // What was typed stays, to be corrected; typing clears the message.
    expect(input(form, "URL").value).toBe(url);
    type(form, "URL", "example.com");
    expect(within(form).queryByRole("alert")).toBeNull();
  });

  it("adds nothing while the list is full, and says so", () => {
    const { form, onSubmit } = renderAdd("Up to 20 social links.");
    type(form, "URL", "example.com");
    expect(within(form).getByText("Up to 20 social links.")).toBeTruthy();
    expect(button(form, "Add social link").disabled).toBe(true);
    fireEvent.submit(form);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("edits a link: starts from it, saves the change, and cancels", () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(
      <SocialLinkForm
        initial={{ icon: "facebook", href: "facebook.com/nova" }}
        submitLabel="Save"
        onCancel={onCancel}
        onSubmit={onSubmit}
      />,
    );
    const form = screen.getByRole("form", { name: "Edit social link" });
    expect(input(form, "Platform").value).toBe("facebook");
    expect(input(form, "URL").value).toBe("facebook.com/nova");
    fireEvent.change(input(form, "Platform"), { target: { value: "twitter" } });
    type(form, "URL", "x.com/nova");
    fireEvent.click(button(form, "Save"));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ icon: "twitter", href: "x.com/nova" });
    // An edit form keeps what it saved.
    expect(input(form, "URL").value).toBe("x.com/nova");
    fireEvent.click(button(form, "Cancel"));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe("HeaderLinkForm", () => {
  function renderAdd() {
    const onSubmit = vi.fn();
    render(<HeaderLinkForm pages={PAGES} submitLabel="Add header link" onSubmit={onSubmit} />);
    return { onSubmit, form: screen.getByRole("form", { name: "Add a header link" }) };
  }

  it("links to an external URL, one of the site's screens or one of its pages", () => {
    const { form } = renderAdd();
    const select = input(form, "Link to") as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "External URL",
      "Music (/music)",
      "Members (/members)",
      "Merch (/merch)",
      "Newsletters (/newsletters)",
      "Privacy policy (/privacy-policy)",
      "My Account (/account)",
      "Log in (/login)",
      "Sign up (/signup)",
      "Checkout (/checkout)",
      "Redeem a download code (/redeem)",
      "Home (/)",
      "Tour (/tour)",
    ]);
    expect(select.value).toBe("external");
    expect((input(form, "URL") as HTMLInputElement).maxLength).toBe(2048);
    expect((input(form, "Label") as HTMLInputElement).maxLength).toBe(60);
  });

  it("keeps the add button disabled while the URL or the label is blank", () => {
    const { form, onSubmit } = renderAdd();
    const add = () => button(form, "Add header link");
    expect(add().disabled).toBe(true);
    type(form, "URL", "https://tickets.example.com");
    expect(add().disabled).toBe(true);
    type(form, "Label", "  ");
    expect(add().disabled).toBe(true);
    fireEvent.submit(form);
    expect(onSubmit).not.toHaveBeenCalled();
    type(form, "Label", "Tickets");
    expect(add().disabled).toBe(false);
    type(form, "URL", " ");
    expect(add().disabled).toBe(true);
  });

  it("adds an external link with its trimmed label, then starts over", () => {
    const { form, onSubmit } = renderAdd();
    type(form, "URL", " https://tickets.example.com/nova ");
    type(form, "Label", "  Tickets ");
    fireEvent.click(button(form, "Add header link"));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ href: "https://tickets.example.com/nova", label: "Tickets" });
    expect(input(form, "URL").value).toBe("");
    expect(input(form, "Label").value).toBe("");
    expect(input(form, "Link to").value).toBe("external");
  });

  it("adds a link to a page, labelled with the page's title unless a label was typed", () => {
    const { form, onSubmit } = renderAdd();
    fireEvent.change(input(form, "Link to"), { target: { value: "page:/tour" } });
    // A page needs no URL.
    expect(within(form).queryByLabelText("URL")).toBeNull();
    expect(input(form, "Label").value).toBe("Tour");
    fireEvent.click(button(form, "Add header link"));
    expect(onSubmit).toHaveBeenLastCalledWith({ href: "/tour", label: "Tour" });

    type(form, "Label", "Our shows");
    fireEvent.change(input(form, "Link to"), { target: { value: "page:/" } });
    expect(input(form, "Label").value).toBe("Our shows");
    fireEvent.click(button(form, "Add header link"));
    expect(onSubmit).toHaveBeenLastCalledWith({ href: "/", label: "Our shows" });
  });

  it("accepts a typed path of this site, and keeps the demo's Music link as the Music screen", () => {
    const { form, onSubmit } = renderAdd();
    type(form, "URL", "/music");
    type(form, "Label", "Music");
    fireEvent.click(button(form, "Add header link"));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ href: "/music", label: "Music" });
    const edit = render(
      <HeaderLinkForm initial={{ href: "/music", label: "Music" }} pages={PAGES} onSubmit={vi.fn()} submitLabel="Save" />,
    );
    expect((within(edit.container).getByLabelText("Link to") as HTMLSelectElement).value).toBe("page:/music");
  });

  it("refuses an unsafe external URL and says why", () => {
    const { form, onSubmit } = renderAdd();
    type(form, "URL", "javascript:alert(document.cookie)");
    type(form, "Label", "Free tickets");
    fireEvent.click(button(form, "Add header link"));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(form).getByRole("alert").textContent).toBe(SITE_LINK_MESSAGE);
    // Choosing a page instead clears the message and is accepted.
    fireEvent.change(input(form, "Link to"), { target: { value: "page:/tour" } });
    expect(within(form).queryByRole("alert")).toBeNull();
    fireEvent.click(button(form, "Add header link"));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ href: "/tour", label: "Free tickets" });
  });

  it("edits a page link or an external link, starting from it", () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(
      <HeaderLinkForm
        initial={{ href: "/tour", label: "Shows" }}
        pages={PAGES}
        submitLabel="Save"
        onCancel={onCancel}
        onSubmit={onSubmit}
      />,
    );
    const form = screen.getByRole("form", { name: "Edit header link" });
    expect(input(form, "Link to").value).toBe("page:/tour");
    expect(input(form, "Label").value).toBe("Shows");
    fireEvent.change(input(form, "Link to"), { target: { value: "external" } });
    type(form, "URL", "shop.example.com");
    fireEvent.click(button(form, "Save"));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ href: "shop.example.com", label: "Shows" });
    fireEvent.click(button(form, "Cancel"));
    expect(onCancel).toHaveBeenCalledOnce();
    cleanup();

    render(
      <HeaderLinkForm initial={{ href: "https://blog.example.com", label: "Blog" }} pages={PAGES} submitLabel="Save" onSubmit={onSubmit} />,
    );
    const external = screen.getByRole("form", { name: "Edit header link" });
    expect(input(external, "Link to").value).toBe("external");
    expect(input(external, "URL").value).toBe("https://blog.example.com");
    expect(within(external).queryByRole("button", { name: "Cancel" })).toBeNull();
  });
});
