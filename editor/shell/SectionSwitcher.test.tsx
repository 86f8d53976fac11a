// @vitest-environment jsdom
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SectionSwitcher } from "./SectionSwitcher";
import { useOtherArtists } from "./useOtherArtists";

afterEach(cleanup);

const SECTIONS = [
  { id: "pages", label: "Site" },
  { id: "music", label: "Music" },
];
const HARBOUR = { name: "Harbour Lights", studioUrl: "http://harbour-lights.localhost:3000/studio" };

describe("the studio's section menu", () => {
  it("switches sections, and for an editor of several artists ends with their other artists, each opening that artist's studio", () => {
    const onSwitch = vi.fn();
    const onOpenStudio = vi.fn();
    render(
      <SectionSwitcher sections={SECTIONS} current="pages" onSwitch={onSwitch} otherArtists={[HARBOUR]} onOpenStudio={onOpenStudio} />,
    );
    const menu = screen.getByRole("combobox", { name: "Studio section" });
    expect(screen.getByRole("group", { name: "Your other artists" })).toBeTruthy();
    fireEvent.change(menu, { target: { value: "music" } });
    expect(onSwitch).toHaveBeenCalledWith("music");
    fireEvent.change(menu, { target: { value: `studio:${HARBOUR.studioUrl}` } });
    expect(onOpenStudio).toHaveBeenCalledWith(HARBOUR.studioUrl);
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });

  it("shows no other artists for an editor of one", () => {
    render(<SectionSwitcher sections={SECTIONS} current="pages" onSwitch={() => {}} />);
    expect(screen.queryByRole("group", { name: "Your other artists" })).toBeNull();
  });
});

describe("useOtherArtists", () => {
  it("asks once someone is logged in, and keeps nothing when the list cannot be had", async () => {
    const load = vi.fn(async () => ({ artists: [HARBOUR] }));
    const { result, rerender } = renderHook(({ id }) => useOtherArtists(id, load), { initialProps: { id: null as string | null } });
    expect(load).not.toHaveBeenCalled();
    rerender({ id: "p1" });
    await waitFor(() => expect(result.current).toEqual([HARBOUR]));
    expect(load).toHaveBeenCalledWith("p1");
    const failing = vi.fn(async () => Promise.reject(new Error("401")));
    const refused = renderHook(() => useOtherArtists("p1", failing));
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(refused.result.current).toEqual([]);
  });
});
