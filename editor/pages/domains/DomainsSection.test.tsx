// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../client/api/client";
import type { CustomDomain, DomainList } from "../../../schema/api/domains";
import type { DomainsApi } from "../../api/domainsApi";
import { DomainsSection } from "./DomainsSection";

afterEach(cleanup);

const SUBDOMAIN = "lantern-coast.backline.example";
const checking = (host: string): CustomDomain => ({
  host,
  status: "checking",
  isPrimary: false,
  problem: null,
  checkedAt: null,
  nextCheckAt: "2026-03-01T12:01:00.000Z",
  records: [
    { type: "CNAME", name: host, value: SUBDOMAIN },
    { type: "TXT", name: `_backline.${host}`, value: "backline-0123456789abcdef" },
  ],
});
const verified = (host: string, isPrimary = false): CustomDomain => ({ ...checking(host), status: "verified", isPrimary, records: [] });
const addresses = (domains: CustomDomain[]): DomainList => ({
  subdomain: SUBDOMAIN,
  primaryAddress: domains.find((domain) => domain.isPrimary)?.host ?? SUBDOMAIN,
  domains,
});

function fakeApi(overrides: Partial<DomainsApi> = {}): DomainsApi {
  return {
    listDomains: vi.fn(async () => addresses([])),
    addDomain: vi.fn(async (_profileId: string, domain: string) => addresses([checking(domain)])),
    checkDomain: vi.fn(async (_profileId: string, host: string) => addresses([verified(host)])),
    makePrimary: vi.fn(async (_profileId: string, address: string) =>
      addresses(address === SUBDOMAIN ? [verified("band.test")] : [verified(address, true)]),
    ),
    removeDomain: vi.fn(async () => addresses([])),
    ...overrides,
  };
}

describe("Site settings › Domains (issue 31)", () => {
  it("adds a domain, shows the records to create, checks it, makes it primary, and removes it after asking", async () => {
    const api = fakeApi();
    render(<DomainsSection profileId="p1" api={api} />);
    expect(screen.getByText("Loading your domains…")).toBeTruthy();
    expect(await screen.findByText(`No domains of your own yet: your site is at ${SUBDOMAIN}.`)).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Domain"), { target: { value: "http://band.test/" } });
    fireEvent.click(screen.getByRole("button", { name: "Add domain" }));
    expect(screen.getByText("Enter the domain alone, such as band.example.com, without http:// or a path.")).toBeTruthy();
    expect(api.addDomain).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Domain"), { target: { value: "Band.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Add domain" }));
    expect(await screen.findByText("band.test added: create its DNS records, then press Check now.")).toBeTruthy();
    expect(api.addDomain).toHaveBeenCalledWith("p1", "band.test");
    const records = screen.getByRole("table", { name: "DNS records for band.test" });
    expect(within(records).getByText("_backline.band.test")).toBeTruthy();
    expect(within(records).getByText("backline-0123456789abcdef")).toBeTruthy();
    expect(within(records).getByRole("button", { name: "Copy the TXT record's value" })).toBeTruthy();
    expect(screen.getByText(/^Checking…/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Check band.test now" }));
    expect(await screen.findByText("band.test is verified: it serves your site.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Make band.test primary" }));
    expect(await screen.findByText("Verified · primary address")).toBeTruthy();
    expect(screen.getByRole("button", { name: `Make ${SUBDOMAIN} primary` })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Remove band.test" }));
    const dialog = screen.getByRole("dialog", { name: "Remove band.test?" });
    expect(within(dialog).getByText(/It is your primary address/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(api.removeDomain).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Remove band.test" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Remove band.test" }));
    expect(await screen.findByText(`band.test removed. Your site is at ${SUBDOMAIN}.`)).toBeTruthy();
    expect(api.removeDomain).toHaveBeenCalledWith("p1", "band.test");
  });

  it("says the server's refusal, and what the last check found", async () => {
    const api = fakeApi({
      listDomains: vi.fn(async () => addresses([{ ...checking("slow.test"), problem: "No TXT record at _backline.slow.test yet." }])),
      addDomain: vi.fn(async () => {
        throw new ApiError("The domain taken.test already belongs to another artist.", 409, { code: "domain_taken" });
      }),
    });
    render(<DomainsSection profileId="p1" api={api} />);
    expect(await screen.findByText(/No TXT record at _backline\.slow\.test yet\./)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Domain"), { target: { value: "taken.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Add domain" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The domain taken.test already belongs to another artist.");
  });

  it("offers to try again when the addresses cannot be loaded", async () => {
    const listDomains = vi.fn().mockRejectedValueOnce(new Error("Failed to fetch")).mockResolvedValue(addresses([]));
    render(<DomainsSection profileId="p1" api={fakeApi({ listDomains })} />);
    expect((await screen.findByRole("alert")).textContent).toContain("Your domains could not be loaded: Failed to fetch");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(`No domains of your own yet: your site is at ${SUBDOMAIN}.`)).toBeTruthy();
  });
});
