// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../client/api/client";
import type { NameAndAddress, NameAndAddressInput } from "../../../schema/api/nameAndAddress";
import type { NameAndAddressApi } from "../../api/nameAndAddressApi";
import { NameAndAddressSection } from "./NameAndAddressSection";

afterEach(cleanup);

const answer = (name: string, slug: string): NameAndAddress => ({
  name,
  slug,
  platformDomain: "backline.example",
  subdomain: `${slug}.backline.example`,
  siteUrl: `https://${slug}.backline.example/`,
  studioUrl: `https://${slug}.backline.example/studio`,
});

function fakeApi(overrides: Partial<NameAndAddressApi> = {}): NameAndAddressApi {
  return {
    get: vi.fn(async () => answer("The Lantern Coast", "lantern-coast")),
    save: vi.fn(async (_profileId: string, input: NameAndAddressInput) => answer(input.name, input.slug)),
    ...overrides,
  };
}

const nameField = () => screen.getByLabelText("Name") as HTMLInputElement;
const slugField = () => screen.getByLabelText("Address name") as HTMLInputElement;
const saveButton = () => screen.getByRole("button", { name: "Save name and address" }) as HTMLButtonElement;

describe("Site settings › Name and address (issue 34, item 10)", () => {
  it("renames the artist, keeping the address, and tells the studio the new name", async () => {
    const api = fakeApi();
    const onSaved = vi.fn();
    render(<NameAndAddressSection profileId="p1" api={api} onSaved={onSaved} studioOrigin="http://localhost:3000" />);
    expect(screen.getByText("Loading your name and address…")).toBeTruthy();
    expect((await screen.findByLabelText("Name")).getAttribute("value")).toBe("The Lantern Coast");
    expect(slugField().value).toBe("lantern-coast");
    expect(screen.getByText("Your site's address: lantern-coast.backline.example")).toBeTruthy();
    expect(nameField().maxLength).toBe(100);
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(nameField(), { target: { value: "  Night Ferry " } });
    fireEvent.click(saveButton());
    expect(await screen.findByText("Saved. Your site is now called Night Ferry.")).toBeTruthy();
    expect(api.save).toHaveBeenCalledWith("p1", { name: "Night Ferry", slug: "lantern-coast" });
    expect(onSaved).toHaveBeenCalledWith(answer("Night Ferry", "lantern-coast"), answer("The Lantern Coast", "lantern-coast"));
    expect(nameField().value).toBe("Night Ferry");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("checks what is typed first, in the server's words, and sends nothing wrong", async () => {
    const api = fakeApi();
    render(<NameAndAddressSection profileId="p1" api={api} />);
    await screen.findByLabelText("Name");
    fireEvent.change(nameField(), { target: { value: "   " } });
    fireEvent.change(slugField(), { target: { value: "night_ferry" } });
    fireEvent.click(saveButton());
    expect(screen.getByText(/^Your site needs a name/)).toBeTruthy();
    expect(screen.getByText(/^The address name must be 3 to 40 of the letters a–z/)).toBeTruthy();
    expect(nameField().getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(nameField(), { target: { value: "Night Ferry" } });
    fireEvent.change(slugField(), { target: { value: "Studio" } });
    fireEvent.click(saveButton());
    expect(screen.queryByText(/^Your site needs a name/)).toBeNull();
    expect(screen.getByText('The address name "studio" is kept for the platform. Choose another.')).toBeTruthy();
    expect(api.save).not.toHaveBeenCalled();
  });

  it("asks before the address moves, warns that the old one stops working, and moves it once confirmed", async () => {
    const api = fakeApi();
    const onSaved = vi.fn();
    render(<NameAndAddressSection profileId="p1" api={api} onSaved={onSaved} studioOrigin="https://lantern-coast.backline.example" />);
    await screen.findByLabelText("Name");
    fireEvent.change(slugField(), { target: { value: "Night-Ferry" } });
    expect(screen.getByText("Your site's address: night-ferry.backline.example")).toBeTruthy();
    fireEvent.click(saveButton());

    const dialog = screen.getByRole("dialog", { name: "Move your site to night-ferry.backline.example?" });
    expect(within(dialog).getByText(/lantern-coast\.backline\.example stops working: links to it that you shared/)).toBeTruthy();
    expect(
      within(dialog).getByText(/This studio is open at lantern-coast\.backline\.example: you will continue at night-ferry/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep lantern-coast.backline.example" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.save).not.toHaveBeenCalled();

    fireEvent.click(saveButton());
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Move to night-ferry.backline.example" }));
    expect(await screen.findByText(/^Saved\. Your site is now at night-ferry\.backline\.example\./)).toBeTruthy();
    expect(api.save).toHaveBeenCalledWith("p1", { name: "The Lantern Coast", slug: "night-ferry" });
    expect(onSaved).toHaveBeenCalledTimes(1);
    // The studio was open at the old address, which no longer answers: it goes on at the new one.
    expect(screen.getByRole("link", { name: "continue at https://night-ferry.backline.example/studio" }).getAttribute("href")).toBe(
      "https://night-ferry.backline.example/studio",
    );
    expect(saveButton().disabled).toBe(true);
  });

  it("shows the server's refusal under its field, and a failure to save under the form", async () => {
    const taken = new ApiError("The address name night-ferry already belongs to another artist.", 409, { code: "slug_taken" });
    const api = fakeApi({
      save: vi.fn().mockRejectedValueOnce(taken).mockRejectedValueOnce(new ApiError("The database is unavailable.", 503)),
    });
    const onSaved = vi.fn();
    render(<NameAndAddressSection profileId="p1" api={api} onSaved={onSaved} />);
    await screen.findByLabelText("Name");
    fireEvent.change(slugField(), { target: { value: "night-ferry" } });
    fireEvent.click(saveButton());
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Move to night-ferry.backline.example" }));
    expect(await screen.findByText("The address name night-ferry already belongs to another artist.")).toBeTruthy();
    expect(slugField().getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(slugField(), { target: { value: "lantern-coast" } });
    fireEvent.change(nameField(), { target: { value: "Night Ferry" } });
    fireEvent.click(saveButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Not saved: The database is unavailable.");
    expect(onSaved).not.toHaveBeenCalled();
    expect(nameField().value).toBe("Night Ferry");
  });
});
