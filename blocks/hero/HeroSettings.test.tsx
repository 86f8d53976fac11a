// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PanelHost } from "../settings/panelTestKit";
import HeroSettings from "./HeroSettings";

afterEach(cleanup);

describe("HeroSettings", () => {
  it("sends every prop of the Hero: title, tagline, social links, alignment and background image", async () => {
    const onChange = vi.fn();
    const pickMedia = vi.fn(() => Promise.resolve<string | null>("/media/p/stage.jpg"));
    render(<PanelHost Panel={HeroSettings} node={{ id: "hero", type: "Hero", props: {} }} options={{ onChange, pickMedia }} />);
    expect((screen.getByLabelText("Title") as HTMLInputElement).placeholder).toBe("The artist's name");
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Nova" } });
    expect(onChange).toHaveBeenLastCalledWith({ title: "Nova" }, { key: "title", kind: "text" });
    fireEvent.change(screen.getByLabelText("Tagline"), { target: { value: "Songs from the north" } });
    expect(onChange).toHaveBeenLastCalledWith({ tagline: "Songs from the north" }, { key: "tagline", kind: "text" });
    const social = screen.getByRole("checkbox", { name: "Show social links" }) as HTMLInputElement;
    expect(social.checked).toBe(true);
    fireEvent.click(social);
    expect(onChange).toHaveBeenLastCalledWith({ showSocialLinks: false }, { key: "showSocialLinks", kind: "choice" });
    fireEvent.click(screen.getByRole("radio", { name: "Left" }));
    expect(onChange).toHaveBeenLastCalledWith({ textAlign: "left" }, { key: "textAlign", kind: "choice" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Choose image" })));
    expect(pickMedia).toHaveBeenCalledWith("image");
    expect(onChange).toHaveBeenLastCalledWith({ backgroundImage: "/media/p/stage.jpg" }, { key: "backgroundImage", kind: "choice" });
  });
});
