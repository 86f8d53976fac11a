import { type FormEvent, useId, useState } from "react";
import { apiErrorMessage } from "../../../client/api/client";
import { checkoutBodySchema } from "../../../schema/api/checkout";
import type { DiscountCheck } from "../../../schema/api/discountCodes";
import { fieldLimits } from "../../../schema/fieldLimits";
import { formatCents } from "../../../schema/rules/money";

/**
 * The cart's discount code (issue 36, item 7): typed, checked by the server against the cart as it
 * prices it, and shown with what it takes off; removable. The server applies it again at payment,
 * never trusting this page's figures.
 */
export function DiscountCodeField({
  applied,
  onApplied,
  check,
}: {
  readonly applied: DiscountCheck | null;
  onApplied(applied: DiscountCheck | null): void;
  check(code: string): Promise<DiscountCheck>;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const [state, setState] = useState<{ kind: "idle" } | { kind: "busy" } | { kind: "failed"; message: string }>({ kind: "idle" });

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") return;
    setState({ kind: "busy" });
    try {
      onApplied(await check(code.trim()));
      setState({ kind: "idle" });
    } catch (error) {
      setState({ kind: "failed", message: await apiErrorMessage(error) });
    }
  };

  if (applied) {
    return (
      <p className="checkout-discount" role="status">
        Discount {applied.code}: -{formatCents(applied.discountCents)}{" "}
        <button type="button" className="bl-link-button" onClick={() => onApplied(null)}>
          Remove code
        </button>
      </p>
    );
  }
  return (
    <form className="checkout-discount" onSubmit={apply}>
      <label htmlFor={`${id}-code`}>Discount code</label>
      <span className="checkout-discount__row">
        <input
          id={`${id}-code`}
          value={code}
          autoComplete="off"
          {...fieldLimits(checkoutBodySchema.properties.discountCode)}
          aria-invalid={state.kind === "failed" ? true : undefined}
          aria-describedby={state.kind === "failed" ? `${id}-problem` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="bl-button bl-button--outline" disabled={state.kind === "busy" || code.trim() === ""}>
          {state.kind === "busy" ? "Checking…" : "Apply"}
        </button>
      </span>
      {state.kind === "failed" ? (
        <span id={`${id}-problem`} className="site-form-error" role="alert">
          {state.message}
        </span>
      ) : null}
    </form>
  );
}
