import { z } from "zod";
import { REQUIRED_MESSAGE } from "./messages";

/**
 * The privacy-consent checkbox of the generic form (PrivacyConsent): required to submit. An
 * unticked checkbox posts nothing, which conform hands over as undefined.
 */
export const consentSchema = /* @__PURE__ */ z
  .boolean({ error: REQUIRED_MESSAGE })
  .refine((ticked) => ticked, REQUIRED_MESSAGE);
