import { buildSchemas } from "../../scripts/build-schemas";

/** The standalone validators are build output; make them before any test imports them. */
export default function setup(): void {
  buildSchemas();
}
