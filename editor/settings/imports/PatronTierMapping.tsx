import type { PlatformImportResult } from "../../../schema/api/platformImports";
import { StudioTable } from "../../shell/StudioTable";

/**
 * Each tier of a Patreon export with its active patrons, and the artist's tier they get here as a
 * complimentary membership (until they subscribe here), or none. Tiers of the same name are
 * chosen at first; the artist changes any.
 */
export function PatronTierMapping({
  tiers,
  ownTiers,
  onChange,
}: {
  readonly tiers: PlatformImportResult["tiers"];
  readonly ownTiers: readonly { id: string; name: string }[];
  onChange(name: string, tierId: string | null): void;
}) {
  if (tiers.length === 0) return <p>No active patron in this file has a tier: they are imported as fans without a membership.</p>;
  return (
    <>
      <p>
        Choose the membership each Patreon tier's active patrons get here. It is complimentary until they subscribe here, and their
        invitation email says so.
      </p>
      <StudioTable label="Patreon tiers" columns={["Patreon tier", "Active patrons", "Membership here"]}>
        {tiers.map((tier) => (
          <tr key={tier.name}>
            <td>{tier.name}</td>
            <td>{tier.members.toLocaleString("en-US")}</td>
            <td>
              <select
                aria-label={`Membership here for ${tier.name}`}
                value={tier.tierId ?? ""}
                onChange={(event) => onChange(tier.name, event.target.value || null)}
              >
                <option value="">No membership</option>
                {ownTiers.map((own) => (
                  <option key={own.id} value={own.id}>
                    {own.name}
                  </option>
                ))}
              </select>
            </td>
          </tr>
        ))}
      </StudioTable>
    </>
  );
}
