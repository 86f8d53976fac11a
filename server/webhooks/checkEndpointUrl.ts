import { WEBHOOK_URL_MAX_LENGTH } from "../../schema/api/webhooks";
import { httpError } from "../http/httpError";
import { type AddressResolver, checkHost } from "./publicAddress";

/**
 * An endpoint's address as it is kept, or a 400 saying what is wrong: https only (http too when
 * the operator allows private addresses, for a receiver on their own machine), no credentials,
 * and a host whose every address is public when the operator has not allowed otherwise.
 */
export async function checkEndpointUrl(text: string, resolve: AddressResolver, allowPrivate: boolean): Promise<string> {
  const trimmed = text.trim();
  const url = URL.canParse(trimmed) ? new URL(trimmed) : null;
  if (!url?.hostname || trimmed.length > WEBHOOK_URL_MAX_LENGTH) throw httpError("webhook_url_invalid", "notAUrl");
  if (!(url.protocol === "https:" || (allowPrivate && url.protocol === "http:"))) throw httpError("webhook_url_invalid", "notHttps");
  if (url.username || url.password) throw httpError("webhook_url_invalid", "withCredentials");
  const checked = await checkHost(url.hostname, resolve, allowPrivate);
  if (!checked.ok) throw httpError("webhook_url_invalid", checked.problem, url.hostname);
  url.hash = "";
  return url.toString();
}
