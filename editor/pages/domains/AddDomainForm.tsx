import { type FormEvent, useState } from "react";
import { errorMessage } from "../../../schema/errors";
import { checkCustomDomain } from "../../../schema/rules/customDomain";
import { DOMAIN_MAX_LENGTH } from "../../../schema/rules/newArtist";
import { AdminField } from "../../shell/AdminField";

/**
 * Adding a domain: what is typed is checked here first (a domain of the platform's own is refused
 * by name), and the field empties once the server has added it.
 */
export function AddDomainForm({
  subdomain,
  busy,
  onAdd,
}: {
  /** The artist's subdomain, which names the platform's domain. */
  readonly subdomain: string;
  readonly busy: boolean;
  /** Adds the domain: true once added. */
  onAdd(host: string): Promise<boolean>;
}) {
  const [typed, setTyped] = useState("");
  const [fieldProblem, setFieldProblem] = useState<string | undefined>();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const platformDomain = subdomain.slice(subdomain.indexOf(".") + 1);
    const checked = checkCustomDomain(typed, platformDomain);
    if (!checked.ok) {
      setFieldProblem(
        checked.problem === "platform"
          ? errorMessage("domain_invalid", "platform", platformDomain)
          : errorMessage("domain_invalid", checked.problem),
      );
      return;
    }
    setFieldProblem(undefined);
    if (await onAdd(checked.value)) setTyped("");
  };

  return (
    <form className="site-settings__add-domain" onSubmit={(event) => void add(event)} noValidate>
      <AdminField
        label="Domain"
        value={typed}
        onChange={setTyped}
        problem={fieldProblem}
        placeholder="band.example.com"
        maxLength={DOMAIN_MAX_LENGTH}
      />
      <button type="submit" disabled={busy || typed.trim() === ""}>
        Add domain
      </button>
    </form>
  );
}
