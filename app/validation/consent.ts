import { z } from "zod";
import { REQUIRED_MESSAGE } from "./messages";

/** The privacy-consent checkbox of the generic form: ticked by default, required to submit. */
export const CONSENT_FIELD = "consent";
export const PRIVACY_POLICY_PATH = "/privacy-policy/";

// An unticked checkbox posts nothing, which conform hands over as undefined.
export const consentSchema = /* @__PURE__ */ z
  .boolean({ error: REQUIRED_MESSAGE })
  .refine((ticked) => ticked, REQUIRED_MESSAGE);
