// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SettingsWorkspace } from "./SettingsWorkspace";

const sectionProps = {
  profile: { id: "artist", name: "Salt & Static" } as never,
  editor: { id: "own", email: "owner@example.com", name: "Ola", role: "owner", profileId: "artist" } as never,
  logOut: () => {},
  setBeforeLeave: () => {},
};

afterEach(cleanup);

describe("SettingsWorkspace", () => {
  it("shows each part under its own heading, with contents linking to each", () => {
    render(
      <SettingsWorkspace
        {...sectionProps}
        panels={[
          { id: "export", title: "Export", Panel: () => <p>Export body</p> },
          { id: "keys", title: "API keys", Panel: () => <p>Keys body</p> },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "Settings", level: 1 })).toBeTruthy();
    const exportPart = screen.getByRole("region", { name: "Export" });
    expect(within(exportPart).getByText("Export body")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "API keys" })).getByText("Keys body")).toBeTruthy();
    const contents = screen.getByRole("navigation", { name: "Settings contents" });
    expect(within(contents).getByRole("link", { name: "API keys" }).getAttribute("href")).toBe("#settings-keys");
  });

  it("shows no contents for a single part", () => {
    render(<SettingsWorkspace {...sectionProps} panels={[{ id: "export", title: "Export", Panel: () => <p>Only</p> }]} />);
    expect(screen.queryByRole("navigation", { name: "Settings contents" })).toBeNull();
    expect(screen.getByRole("region", { name: "Export" })).toBeTruthy();
  });
});
