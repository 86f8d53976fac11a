import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudioRelease } from "../../schema/api/releases";
import { moveOrder } from "../data/orderMoves";
import { createOrder } from "../data/orders";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: { headers: Record<string, string> };

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
}, 60_000);
afterAll(() => server.close());

const url = () => `/api/profiles/${server.profile.id}/releases`;

const shirt = (variants: object[], options: object[] = [{ name: "Size", values: ["S", "M"] }]) => ({
  title: "Tour Shirt",
  artist: "A",
  category: "Merch",
  status: "published",
  options,
  lowStockThreshold: 3,
  variants,
});

async function save(body: object, method: "POST" | "PUT" = "POST", id = "") {
  const response = await server.app.inject({ method, url: id ? `${url()}/${id}` : url(), headers: editor.headers, payload: body });
  return { status: response.statusCode, body: response.json() as StudioRelease & { code?: string; message?: string } };
}

describe("merch options, variants and stock in the studio (issue 36)", () => {
  it("keeps options, each variant's values, SKU and stock (null: not counted), with nothing held yet", async () => {
    const created = await save(
      shirt([
        { price: 25, tracks: [], optionValues: ["S"], sku: "TS-S", stock: 4 },
        { price: 25, tracks: [], optionValues: ["M"], sku: "TS-M", stock: null },
      ]),
    );
    expect(created.status).toBe(201);
    expect(created.body.options).toEqual([{ name: "Size", values: ["S", "M"] }]);
    expect(created.body.lowStockThreshold).toBe(3);
    expect(created.body.variants.map((variant) => [variant.optionValues, variant.sku, variant.stock, variant.reserved])).toEqual([
      [["S"], "TS-S", 4, 0],
      [["M"], "TS-M", null, 0],
    ]);
  });

  it("refuses variants that do not fit the options, in words that name the variant", async () => {
    const cases: [object[], object[], string][] = [
      [
        [{ price: 1, tracks: [], optionValues: ["S"] }],
        [
          { name: "Size", values: ["S"] },
          { name: "size", values: ["L"] },
        ],
        'Two options are called "size": give each option its own name.',
      ],
      [[{ price: 1, tracks: [] }], [{ name: "Size", values: ["S"] }], "Variant 1 must name one value for each of the 1 option."],
      [
        [{ price: 1, tracks: [], optionValues: ["XL"] }],
        [{ name: "Size", values: ["S"] }],
        'Variant 1 names "XL", which is not a value of Size. Add it to the option first.',
      ],
      [
        [
          { price: 1, tracks: [], optionValues: ["S"] },
          { price: 1, tracks: [], optionValues: ["S"] },
        ],
        [{ name: "Size", values: ["S"] }],
        "Two variants are S: each combination is sold once.",
      ],
      [[{ price: 1, tracks: [], optionValues: ["S"] }], [], "Variant 1 names option values, but the product has no options."],
    ];
    for (const [variants, options, message] of cases) {
      const refused = await save(shirt(variants, options));
      expect(refused, message).toMatchObject({ status: 400, body: { code: "bad_request", message } });
    }
  });

  it("applies a stock change as a difference, so sales made while the artist edited are not undone", async () => {
    const created = await save(shirt([{ price: 25, tracks: [], optionValues: ["S"], stock: 10 }]));
    const variant = created.body.variants[0];
    // A fan buys 2 while the artist has the form open, showing 10.
    const fan = await createFan(server, server.profile.id);
    for (const key of ["first-key-of-this-fan", "second-key-of-this-fan"]) {
      const { order } = await createOrder(server.context.db, {
        profileId: server.profile.id,
        accountId: fan.account.id,
        email: fan.account.email,
        idempotencyKey: key,
        lines: [{ productId: created.body.id, variantId: variant?.id ?? "", title: "Tour Shirt (S)", priceCents: 2500, gift: null }],
        totalCents: 2500,
      });
      await moveOrder(server.context.db, order.id, "paid", "payment succeeded");
    }
    // The artist received 5 more shirts: 10 → 15 in the form.
    const saved = await save(
      {
        ...shirt([{ id: variant?.id, price: 25, tracks: [], optionValues: ["S"], stock: 15, stockSeen: 10 }]),
        version: created.body.version,
      },
      "PUT",
      created.body.id,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.variants[0]?.stock).toBe(13);
    // Without what it saw, the number is taken as it is (a count of the shelf).
    const counted = await save(
      { ...shirt([{ id: variant?.id, price: 25, tracks: [], optionValues: ["S"], stock: 7 }]), version: saved.body.version },
      "PUT",
      created.body.id,
    );
    expect(counted.body.variants[0]?.stock).toBe(7);
  });
});
