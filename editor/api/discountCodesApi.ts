import { api } from "../../client/api/client";
import type { DiscountCode, DiscountCodeInput } from "../../schema/api/discountCodes";
import type { ReleasePage } from "../../schema/api/releases";
import type { StudioTier } from "../../schema/api/tiers";
import { studioCall } from "./studioCall";

/** The artist's discount codes (issue 36, item 7), and what a code may apply to: releases and merch, tiers. */
export const discountCodesApi = {
  list: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/discount-codes`).json<DiscountCode[]>()),
  create: (profileId: string, input: DiscountCodeInput) =>
    studioCall(() => api().post(`profiles/${profileId}/discount-codes`, { json: input }).json<DiscountCode>()),
  update: (profileId: string, codeId: string, input: DiscountCodeInput) =>
    studioCall(() => api().put(`profiles/${profileId}/discount-codes/${codeId}`, { json: input }).json<DiscountCode>()),
  end: (profileId: string, codeId: string) =>
    studioCall(() => api().post(`profiles/${profileId}/discount-codes/${codeId}/end`).json<DiscountCode>()),
  /** Releases and merch by title, for the picker: the first page that matches. */
  findProducts: (profileId: string, search: string) =>
    studioCall(() =>
      api()
        .get(`profiles/${profileId}/releases`, { searchParams: { search, offset: 0, limit: 50 } })
        .json<ReleasePage>(),
    ),
  listTiers: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/membership-tiers`).json<StudioTier[]>()),
};

export type DiscountCodesApi = typeof discountCodesApi;
