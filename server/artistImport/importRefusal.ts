import { type ApiErrorCode, type ErrorMessageName, type ErrorMessageParts, errorMessage } from "../../schema/errors";

/** Codes an import refuses with (schema/errors/artistImport.ts), and a new artist's (a bad address name or owner email). */
type ImportCode = Extract<ApiErrorCode, `artist_import_${string}` | "invalid_artist">;

/**
 * Why an artist's zip was not imported: a code of the catalogue and its message, for the command
 * line to print and the operator API to answer with. Thrown inside the import, so its transaction
 * rolls back and nothing of the artist stays.
 */
export class ArtistImportRefusal extends Error {
  constructor(
    readonly code: ImportCode,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = "ArtistImportRefusal";
  }
}

/** A refusal with the catalogue's words. @example throw refusal("artist_import_checksum_mismatch", "changed", "releases.json") */
export function refusal<Code extends ImportCode, Name extends ErrorMessageName<Code>>(
  code: Code,
  name: Name,
  ...parts: ErrorMessageParts<Code, Name>
): ArtistImportRefusal {
  return new ArtistImportRefusal(code, name, errorMessage(code, name, ...parts));
}
