// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ArtistSwitcher } from "./ArtistSwitcher";

afterEach(cleanup);

describe("ArtistSwitcher", () => {
  it("offers the editor's other artists and, once what is open is saved, goes to the chosen one's studio", async () => {
    const go = vi.fn();
    const beforeLeave = vi.fn(async () => true);
    const load = vi.fn(async () => ({ artists: [{ name: "Harbour Lights", studioUrl: "http://harbour-lights.localhost:3000/studio" }] }));
    render(<ArtistSwitcher profileId="p1" artistName="The Lantern Coast" beforeLeave={beforeLeave} load={load} go={go} />);
    const menu = await screen.findByRole("combobox", { name: "Artist" });
    expect(load).toHaveBeenCalledWith("p1");
    expect(screen.getByRole("option", { name: "The Lantern Coast" })).toBeTruthy();
    fireEvent.change(menu, { target: { value: "http://harbour-lights.localhost:3000/studio" } });
    await waitFor(() => expect(go).toHaveBeenCalledWith("http://harbour-lights.localhost:3000/studio"));
    expect(beforeLeave).toHaveBeenCalled();
  });

  it("stays when what is open may not be left, and shows nothing for an editor of one artist", async () => {
    const go = vi.fn();
    const load = vi.fn(async () => ({ artists: [{ name: "Harbour Lights", studioUrl: "http://h.localhost/studio" }] }));
    const { unmount } = render(<ArtistSwitcher profileId="p1" artistName="A" beforeLeave={async () => false} load={load} go={go} />);
    fireEvent.change(await screen.findByRole("combobox", { name: "Artist" }), { target: { value: "http://h.localhost/studio" } });
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(go).not.toHaveBeenCalled();
    unmount();
    const none = vi.fn(async () => ({ artists: [] }));
    const { container } = render(<ArtistSwitcher profileId="p1" artistName="A" beforeLeave={async () => true} load={none} go={go} />);
    await waitFor(() => expect(none).toHaveBeenCalled());
    expect(container.innerHTML).toBe("");
  });
});
