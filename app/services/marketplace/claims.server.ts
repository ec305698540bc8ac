import type { z } from "zod";
import type { feedbackClaimSchema, tradeClaimSchema } from "~/validation/claim-forms";
import type { Marketplace } from "./client.server";

/** /crm-claim/claim: messages to the marketplace's CRM (feedback and trade claims). */

/** The CRM's form ids, fixed by the marketplace. */
export const CLAIM_FORM = { feedback: 6, trade: 12 } as const;

/** Tells the CRM which site the claim came from. */
const SITE = "seller";

/** The consent is the portal's own precondition; the CRM is not told about it. */
function withoutConsent<T extends { consent: boolean }>({ consent: _consent, ...claim }: T) {
  return claim;
}

export const claims = {
  feedback: (api: Marketplace, claim: z.output<typeof feedbackClaimSchema>) =>
    api.post("/crm-claim/claim", {
      body: { ...withoutConsent(claim), claimFormId: CLAIM_FORM.feedback, site: SITE },
    }),
  trade: (api: Marketplace, claim: z.output<typeof tradeClaimSchema>) =>
    api.post("/crm-claim/claim", {
      body: { ...withoutConsent(claim), claimFormId: CLAIM_FORM.trade, site: SITE },
    }),
};
