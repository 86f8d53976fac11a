import { describe, expect, it } from "vitest";
import { plannedTeam } from "./importTeam";

const member = (email: string, role: string, joinedAt = "2026-01-01T00:00:00.000Z") => ({
  name: email.split("@")[0],
  email,
  role,
  joinedAt,
});
const roles = (team: ReturnType<typeof plannedTeam>) => team.members.map(({ email, role }) => [email, role]);

describe("the team an import makes (plannedTeam)", () => {
  const exported = [member("Owner@band.example", "owner"), member("ed@band.example", "editor"), member("vi@band.example", "viewer")];

  it("is the exported team as it was without --owner-email, its first owner named", () => {
    const team = plannedTeam(exported, undefined, "Band");
    expect(roles(team)).toEqual([
      ["Owner@band.example", "owner"],
      ["ed@band.example", "editor"],
      ["vi@band.example", "viewer"],
    ]);
    expect(team.owner.email).toBe("Owner@band.example");
  });

  it("makes an exported member named by --owner-email an owner, in any letter case, the exported owner staying one", () => {
    const team = plannedTeam(exported, " ED@Band.example ", "Band");
    expect(roles(team)).toEqual([
      ["Owner@band.example", "owner"],
      ["ed@band.example", "owner"],
      ["vi@band.example", "viewer"],
    ]);
    expect(team.owner).toMatchObject({ email: "ed@band.example", joinedAt: "2026-01-01T00:00:00.000Z" });
  });

  it("adds a new address named by --owner-email as an owner, named as the artist, joining now", () => {
    const team = plannedTeam(exported, "New@Label.example", "Band");
    expect(team.owner).toEqual({ name: "Band", email: "new@label.example", role: "owner", joinedAt: null });
    expect(team.members).toHaveLength(4);
  });

  it("keeps one member per address (in any letter case), with the role that may do more", () => {
    const team = plannedTeam([member("ed@band.example", "viewer"), member("Ed@Band.example", "owner")], undefined, "Band");
    expect(roles(team)).toEqual([["ed@band.example", "owner"]]);
  });

  it("refuses a team without an owner, no team at all, a bad role or address, and a bad --owner-email", () => {
    expect(() => plannedTeam([member("ed@band.example", "editor")], undefined, "Band")).toThrow(
      expect.objectContaining({ code: "artist_import_owner_missing", reason: "noOwner" }),
    );
    expect(() => plannedTeam([], undefined, "Band")).toThrow(
      expect.objectContaining({ code: "artist_import_owner_missing", reason: "noTeam" }),
    );
    expect(() => plannedTeam([], undefined, "Band")).toThrow("--owner-email EMAIL");
    expect(() => plannedTeam([member("ed@band.example", "admin")], "o@band.example", "Band")).toThrow(
      expect.objectContaining({ code: "artist_import_file_invalid", message: expect.stringContaining("/0/role") }),
    );
    expect(() => plannedTeam([member("not an address", "owner")], undefined, "Band")).toThrow(
      expect.objectContaining({ code: "artist_import_file_invalid", message: expect.stringContaining("/0/email") }),
    );
    expect(() => plannedTeam(exported, "nobody", "Band")).toThrow(expect.objectContaining({ code: "invalid_artist" }));
  });
});
