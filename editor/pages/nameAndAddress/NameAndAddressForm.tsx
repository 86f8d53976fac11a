import { type FormEvent, useState } from "react";
import { ApiError } from "../../../client/api/client";
import type { NameAndAddress, NameAndAddressInput } from "../../../schema/api/nameAndAddress";
import { errorMessage, errorMessageOf } from "../../../schema/errors";
import { SLUG_MAX_LENGTH, validateSlug } from "../../../schema/rules/artistSlug";
import { ARTIST_NAME_MAX_LENGTH, checkArtistName } from "../../../schema/rules/newArtist";
import { AdminField } from "../../shell/AdminField";
import { MoveAddressDialog } from "./MoveAddressDialog";

interface Problems {
  readonly name?: string;
  readonly slug?: string;
  readonly form?: string;
}

/** What is typed, checked as the server checks it: the values to send, or each field's problem in the server's words. */
function checkTyped(name: string, slug: string): { ok: true; value: NameAndAddressInput } | { ok: false; problems: Problems } {
  const checkedName = checkArtistName(name);
  const checkedSlug = validateSlug(slug);
  if (checkedName.ok && checkedSlug.ok) return { ok: true, value: { name: checkedName.value, slug: checkedSlug.value } };
  return {
    ok: false,
    problems: {
      ...(checkedName.ok ? {} : { name: errorMessage("artist_name_invalid", checkedName.problem) }),
      ...(checkedSlug.ok
        ? {}
        : {
            slug:
              checkedSlug.problem === "reserved"
                ? errorMessage("slug_invalid", "reserved", checkedSlug.slug)
                : errorMessage("slug_invalid", "format"),
          }),
    },
  };
}

/** A refusal of the server, under the field it is about. */
function problemsOf(error: unknown): Problems {
  const message = errorMessageOf(error, "the server did not answer");
  const code = error instanceof ApiError ? error.code : null;
  if (code === "artist_name_invalid") return { name: message };
  if (code === "slug_invalid" || code === "slug_taken") return { slug: message };
  return { form: `Not saved: ${message}` };
}

/**
 * The name and the address name as the artist edits them: checked here first, in the server's
 * words; a new address name is asked about first (MoveAddressDialog).
 */
export function NameAndAddressForm({
  saved,
  studioAtSubdomain,
  onSave,
}: {
  readonly saved: NameAndAddress;
  /** The studio is open at the artist's subdomain, which a new address name takes away. */
  readonly studioAtSubdomain: boolean;
  /** Saves; resolves once saved, rejects with the server's refusal. */
  onSave(input: NameAndAddressInput): Promise<void>;
}) {
  const [name, setName] = useState(saved.name);
  const [slug, setSlug] = useState(saved.slug);
  const [problems, setProblems] = useState<Problems>({});
  const [asking, setAsking] = useState<NameAndAddressInput | null>(null);
  const [busy, setBusy] = useState(false);
  const typedSlug = slug.trim().toLowerCase();
  const unchanged = name.trim() === saved.name && typedSlug === saved.slug;
  const primaryHost = new URL(saved.siteUrl).hostname;

  const save = async (input: NameAndAddressInput) => {
    setBusy(true);
    try {
      await onSave(input);
      setName(input.name);
      setSlug(input.slug);
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTyped(name, slug);
    setProblems(checked.ok ? {} : checked.problems);
    if (!checked.ok) return;
    if (checked.value.slug !== saved.slug) setAsking(checked.value);
    else void save(checked.value);
  };

  return (
    <>
      <form className="site-settings__name-form" onSubmit={submit} noValidate>
        <AdminField label="Name" value={name} onChange={setName} problem={problems.name} maxLength={ARTIST_NAME_MAX_LENGTH} />
        <p className="studio-hint">Shown in your site's header, footer and page titles, and the name fans' emails come from.</p>
        <AdminField label="Address name" value={slug} onChange={setSlug} problem={problems.slug} maxLength={SLUG_MAX_LENGTH} />
        <p className="studio-hint">
          Your site's address: {typedSlug || "…"}.{saved.platformDomain}
        </p>
        {problems.form ? (
          <p className="studio-field-error" role="alert">
            {problems.form}
          </p>
        ) : null}
        <button type="submit" disabled={busy || unchanged}>
          Save name and address
        </button>
      </form>
      {asking ? (
        <MoveAddressDialog
          from={saved.subdomain}
          to={`${asking.slug}.${saved.platformDomain}`}
          primaryDomain={primaryHost === saved.subdomain ? null : primaryHost}
          studioMoves={studioAtSubdomain}
          onConfirm={() => {
            setAsking(null);
            void save(asking);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
