// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "../../schema/entities/people";
import { editorArtistsApi } from "../api/editorArtistsApi";
import { studioApi } from "../api/studioApi";
import { twoFactorApi } from "../api/twoFactorApi";
import { StudioApp } from "./StudioApp";
import type { StudioSection, StudioSectionProps } from "./studioSections";

const profile: Profile = { id: "artist-1", name: "The Lantern Coast" } as Profile;
const editor = { id: "editor-1", profileId: "artist-1", email: "owner@example.com", name: "Owner", role: "owner" } as const;

/** A section with work to save: leaving waits until the test answers whether it may. */
let answerLeave: ((leave: boolean) => void) | null = null;
function SavingSection({ setBeforeLeave }: StudioSectionProps) {
  setBeforeLeave(() => new Promise<boolean>((resolve) => (answerLeave = resolve)));
  return <h1>Site editor</h1>;
}
const plain = (title: string) =>
  function Plain() {
    return (
      <main>
        <h1>{title}</h1>
        <a href="/studio/music">Add your first release</a>
      </main>
    );
  };

const SECTIONS: readonly StudioSection[] = [
  { id: "home", label: "Home", path: "", Workspace: plain("Welcome") },
  { id: "pages", label: "Site", path: "site", Workspace: SavingSection },
  { id: "music", label: "Music", path: "music", Workspace: plain("Music") },
];

const sidebar = () => screen.getByRole("navigation", { name: "Studio sections" });
const heading = () => screen.getByRole("heading", { level: 1 }).textContent;

beforeEach(() => {
  answerLeave = null;
  window.history.replaceState(null, "", "/studio");
  vi.spyOn(studioApi, "me").mockResolvedValue(editor);
  vi.spyOn(studioApi, "logOut").mockResolvedValue({ ok: true });
  vi.spyOn(twoFactorApi, "status").mockResolvedValue({ enabled: false, recoveryCodesLeft: 0, requiredByTeam: false });
  vi.spyOn(editorArtistsApi, "otherArtists").mockResolvedValue({
    artists: [{ profileId: "artist-2", name: "Night Ferry", studioUrl: "http://night-ferry.example/studio" }],
  } as never);
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("the studio's frame (issue 34, item 14)", () => {
  it("opens on the home at /studio, with the sections in a sidebar by name, the editor's other artists, View site and Log out", async () => {
    render(<StudioApp profile={profile} sections={SECTIONS} />);
    expect(await screen.findByRole("heading", { name: "Welcome" })).toBeTruthy();
    const links = within(sidebar()).getAllByRole("link");
    expect(links.slice(0, 3).map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/studio"],
      ["Site", "/studio/site"],
      ["Music", "/studio/music"],
    ]);
    expect(within(sidebar()).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    expect(await within(sidebar()).findByRole("link", { name: "Night Ferry" })).toBeTruthy();
    expect(screen.getByText("The Lantern Coast")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View site" }).getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
  });

  it("opens the section its address names, and a link to a studio address switches in place with a new history entry", async () => {
    window.history.replaceState(null, "", "/studio/music");
    render(<StudioApp profile={profile} sections={SECTIONS} />);
    expect(await screen.findByRole("heading", { name: "Music" })).toBeTruthy();
    fireEvent.click(within(sidebar()).getByRole("link", { name: "Home" }));
    await waitFor(() => expect(heading()).toBe("Welcome"));
    expect(window.location.pathname).toBe("/studio");
    // A link inside a section (the home's first steps) works the same.
    fireEvent.click(screen.getByRole("link", { name: "Add your first release" }));
    await waitFor(() => expect(heading()).toBe("Music"));
    expect(window.location.pathname).toBe("/studio/music");
    expect(within(sidebar()).getByRole("link", { name: "Music" }).getAttribute("aria-current")).toBe("page");
  });

  it("leaves a section only once it has saved (or the artist agreed): a refusal keeps it and its address", async () => {
    window.history.replaceState(null, "", "/studio/site");
    render(<StudioApp profile={profile} sections={SECTIONS} />);
    expect(await screen.findByRole("heading", { name: "Site editor" })).toBeTruthy();
    fireEvent.click(within(sidebar()).getByRole("link", { name: "Music" }));
    expect(heading()).toBe("Site editor");
    await act(async () => answerLeave?.(false));
    expect(heading()).toBe("Site editor");
    expect(window.location.pathname).toBe("/studio/site");

    fireEvent.click(within(sidebar()).getByRole("link", { name: "Music" }));
    await act(async () => answerLeave?.(true));
    await waitFor(() => expect(heading()).toBe("Music"));
    expect(window.location.pathname).toBe("/studio/music");
  });

  it("goes back and forward between the sections visited", async () => {
    render(<StudioApp profile={profile} sections={SECTIONS} />);
    await screen.findByRole("heading", { name: "Welcome" });
    fireEvent.click(within(sidebar()).getByRole("link", { name: "Music" }));
    await waitFor(() => expect(heading()).toBe("Music"));
    window.history.replaceState(null, "", "/studio");
    window.dispatchEvent(new PopStateEvent("popstate"));
    await waitFor(() => expect(heading()).toBe("Welcome"));
  });

  it("logs out from the sidebar once the open section has saved", async () => {
    window.history.replaceState(null, "", "/studio/site");
    render(<StudioApp profile={profile} sections={SECTIONS} />);
    await screen.findByRole("heading", { name: "Site editor" });
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(studioApi.logOut).not.toHaveBeenCalled();
    await act(async () => answerLeave?.(true));
    expect(await screen.findByRole("heading", { name: "Studio", level: 1 })).toBeTruthy();
    expect(studioApi.logOut).toHaveBeenCalled();
  });

  it("folds the sections behind Menu on a phone: the button says whether they are shown", async () => {
    render(<StudioApp profile={profile} sections={SECTIONS} />);
    await screen.findByRole("heading", { name: "Welcome" });
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(menu);
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(within(sidebar()).getByRole("link", { name: "Music" }));
    expect(menu.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("a team that requires two-step sign-in (issue 35, item 7)", () => {
  function AccountSection({ onTwoFactorChange }: StudioSectionProps) {
    return (
      <main>
        <h1>Your account</h1>
        <button type="button" onClick={() => onTwoFactorChange?.({ enabled: true, recoveryCodesLeft: 10, requiredByTeam: true })}>
          Turn on
        </button>
      </main>
    );
  }
  const withAccount: readonly StudioSection[] = [
    ...SECTIONS,
    { id: "account", label: "Your account", path: "account", Workspace: AccountSection, openBeforeTwoFactor: true },
  ];

  it("shows an editor without it only Your account, saying why, and opens the studio once it is on", async () => {
    vi.spyOn(twoFactorApi, "status").mockResolvedValue({ enabled: false, recoveryCodesLeft: 0, requiredByTeam: true });
    render(<StudioApp profile={profile} sections={withAccount} />);
    expect(await screen.findByRole("heading", { name: "Your account" })).toBeTruthy();
    expect(
      within(sidebar())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Your account"]);
    expect(screen.getByText(/The Lantern Coast.s owner requires two-step sign-in/).getAttribute("role")).toBe("status");
    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));
    await waitFor(() =>
      expect(
        within(sidebar())
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toContain("Music"),
    );
    expect(screen.queryByText(/owner requires two-step sign-in/)).toBeNull();
  });

  it("opens every section to an editor who has it on", async () => {
    vi.spyOn(twoFactorApi, "status").mockResolvedValue({ enabled: true, recoveryCodesLeft: 9, requiredByTeam: true });
    render(<StudioApp profile={profile} sections={withAccount} />);
    expect(await screen.findByRole("heading", { name: "Welcome" })).toBeTruthy();
    const labels = within(sidebar())
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels.slice(0, 4)).toEqual(["Home", "Site", "Music", "Your account"]);
    expect(screen.queryByText(/owner requires two-step sign-in/)).toBeNull();
  });
});

describe("the studio for each role of the team (issue 35, item 5)", () => {
  const withOwnersOnly: readonly StudioSection[] = [
    ...SECTIONS,
    { id: "activity", label: "Activity", path: "activity", Workspace: plain("Activity"), ownersOnly: true },
  ];

  it("shows owners their own sections, and no note", async () => {
    render(<StudioApp profile={profile} sections={withOwnersOnly} />);
    await screen.findByRole("heading", { name: "Welcome" });
    expect(within(sidebar()).getByRole("link", { name: "Activity" })).toBeTruthy();
    expect(screen.getByText("Owner", { selector: ".studio-sidebar__role" })).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("tells a viewer what they may do, names their role, and leaves owners' sections out of the sidebar", async () => {
    vi.spyOn(studioApi, "me").mockResolvedValue({ ...editor, role: "viewer" });
    render(<StudioApp profile={profile} sections={withOwnersOnly} />);
    await screen.findByRole("heading", { name: "Welcome" });
    expect(screen.getByRole("note").textContent).toBe(
      "You are a viewer of this studio: you can look at everything but fans' addresses, and change nothing.",
    );
    expect(screen.getByText("Viewer", { selector: ".studio-sidebar__role" })).toBeTruthy();
    expect(within(sidebar()).queryByRole("link", { name: "Activity" })).toBeNull();
    expect(within(sidebar()).getByRole("link", { name: "Music" })).toBeTruthy();
  });
});
