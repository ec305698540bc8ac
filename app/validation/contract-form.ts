/** Accepting the offer (POST contracts {contractType, inn, offerAccepted}). */
import { z } from "zod";

export const OFFER_NOT_ACCEPTED_MESSAGE = "Примите условия оферты";

export const offerAcceptanceSchema = z.object({
  // Supply is shown but not open yet: only commission can be concluded.
  contractType: z.literal("commission", { error: "Выберите формат сотрудничества" }),
  // An unticked checkbox posts nothing, which conform hands over as undefined.
  offerAccepted: z
    .boolean({ error: OFFER_NOT_ACCEPTED_MESSAGE })
    .refine((accepted) => accepted, OFFER_NOT_ACCEPTED_MESSAGE),
});
