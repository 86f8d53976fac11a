// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../client/api/client";
import type { Redirect, RedirectImportResult } from "../../../schema/api/redirects";
import type { RedirectsApi } from "../../api/redirectsApi";
import { RedirectsSection } from "./RedirectsSection";

afterEach(cleanup);

const TOUR: Redirect = { fromPath: "/tour-2024", toPath: "/tour", permanent: true };

function fakeApi(overrides: Partial<RedirectsApi> = {}): RedirectsApi {
  let saved: Redirect[] = [];
  return {
    listRedirects: vi.fn(async () => ({ redirects: saved })),
    saveRedirect: vi.fn(async (_profileId: string, redirect: Redirect) => {
      saved = [...saved.filter((each) => each.fromPath !== redirect.fromPath), redirect];
      return { redirects: saved };
    }),
    removeRedirect: vi.fn(async (_profileId: string, fromPath: string) => {
      saved = saved.filter((each) => each.fromPath !== fromPath);
      return { redirects: saved };
    }),
    importRedirects: vi.fn(async (_profileId: string, _csv: string, apply: boolean): Promise<RedirectImportResult> => {
      const found = [
        { fromPath: "/a", toPath: "/music", permanent: true },
        { fromPath: "/b", toPath: "/events", permanent: false },
      ];
      if (apply) saved = [...saved, ...found];
      return {
        rows: 3,
        added: 2,
        replaced: 0,
        problems: [{ row: 3, message: "A path cannot redirect to itself." }],
        redirects: saved,
      };
    }),
    ...overrides,
  };
}

const rows = () =>
  within(screen.getByRole("table", { name: "Redirects, table" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].slice(0, 2).map((cell) => cell.textContent?.trim()));

describe("Site settings › Redirects (issue 39, item 7)", () => {
  it("adds a redirect checked as the server checks it, lists it, and removes it", async () => {
    const api = fakeApi();
    render(<RedirectsSection profileId="p1" api={api} />);
    expect(await screen.findByText("No redirects yet.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Old path"), { target: { value: "/tour-2024/" } });
    fireEvent.change(screen.getByLabelText("New path"), { target: { value: "https://elsewhere.example/" } });
    fireEvent.click(screen.getByRole("button", { name: "Add redirect" }));
    expect(
      screen.getByText("The new path must be a page of your own site, such as /music: a redirect never sends fans to another site."),
    ).toBeTruthy();
    expect(api.saveRedirect).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("New path"), { target: { value: "/tour" } });
    fireEvent.click(screen.getByRole("button", { name: "Add redirect" }));
    expect(await screen.findByText("/tour-2024 now redirects to /tour.")).toBeTruthy();
    expect(api.saveRedirect).toHaveBeenCalledWith("p1", TOUR);
    expect(rows()).toEqual([["/tour-2024", "/tour 301"]]);
    expect((screen.getByLabelText("Old path") as HTMLInputElement).value).toBe("");

    fireEvent.click(screen.getByRole("button", { name: "Remove the redirect from /tour-2024" }));
    expect(await screen.findByText("The redirect from /tour-2024 was removed.")).toBeTruthy();
    expect(screen.getByText("No redirects yet.")).toBeTruthy();
  });

  it("previews a file's redirects and its rows to look at, saving nothing until Import is pressed", async () => {
    const api = fakeApi();
    render(<RedirectsSection profileId="p1" api={api} />);
    await screen.findByText("No redirects yet.");
    const file = new File(["from,to\n/a,/music\n/b,/events,302\n/c,/c\n"], "old-site.csv", { type: "text/csv" });
    fireEvent.change(screen.getByLabelText("Import redirects from a file"), { target: { files: [file] } });
    const preview = await screen.findByRole("region", { name: "Redirects to import" });
    expect(within(preview).getByText("3 rows read: 2 redirects to add, 0 redirects to replace, 1 row to look at.")).toBeTruthy();
    expect(within(preview).getByText("Row 3: A path cannot redirect to itself.")).toBeTruthy();
    expect(api.importRedirects).toHaveBeenCalledWith("p1", "from,to\n/a,/music\n/b,/events,302\n/c,/c\n", false);
    expect(screen.getByText("No redirects yet.")).toBeTruthy();

    fireEvent.click(within(preview).getByRole("button", { name: "Import 2 redirects" }));
    expect(await screen.findByText("2 redirects added, 0 redirects replaced.")).toBeTruthy();
    expect(api.importRedirects).toHaveBeenLastCalledWith("p1", expect.any(String), true);
    expect(rows()).toEqual([
      ["/a", "/music 301"],
      ["/b", "/events 302"],
    ]);
    expect(screen.queryByRole("region", { name: "Redirects to import" })).toBeNull();
  });

  it("says the server's words when it refuses", async () => {
    const api = fakeApi({
      saveRedirect: vi.fn(async () => {
        throw new ApiError("An artist can have at most 2,000 redirects: remove some first.", 409, { code: "redirect_limit" });
      }),
    });
    render(<RedirectsSection profileId="p1" api={api} />);
    await screen.findByText("No redirects yet.");
    fireEvent.change(screen.getByLabelText("Old path"), { target: { value: "/x" } });
    fireEvent.change(screen.getByLabelText("New path"), { target: { value: "/y" } });
    fireEvent.click(screen.getByRole("button", { name: "Add redirect" }));
    expect((await screen.findByRole("alert")).textContent).toBe("An artist can have at most 2,000 redirects: remove some first.");
  });
});
