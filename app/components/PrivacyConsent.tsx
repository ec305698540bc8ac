import { Link } from "@remix-run/react";
import { CONSENT_FIELD, PRIVACY_POLICY_PATH } from "~/validation/consent";
import { Checkbox, type CheckboxProps } from "./Checkbox";

type PrivacyConsentProps = Pick<CheckboxProps, "id" | "defaultChecked" | "errors" | "onChange">;

/** The generic form's consent checkbox: ticked by default, its label links to the policy. */
export function PrivacyConsent({ defaultChecked = true, ...props }: PrivacyConsentProps) {
  return (
    <Checkbox
      name={CONSENT_FIELD}
      required
      defaultChecked={defaultChecked}
      className="privacy-consent"
      label={
        <>
          Я даю согласие на обработку персональных данных в соответствии с{" "}
          <Link to={PRIVACY_POLICY_PATH} target="_blank">
            политикой конфиденциальности
          </Link>
        </>
      }
      {...props}
    />
  );
}
