import { Checkbox, type CheckboxProps } from "~/ui/checkbox";
import { NewTabLink } from "~/ui/new-tab-link";

/** The field name the forms' schemas check with `consentSchema` (~/validation/consent). */
export const CONSENT_FIELD = "consent";

type PrivacyConsentProps = Pick<CheckboxProps, "id" | "defaultChecked" | "errors" | "onChange">;

/** The generic form's consent checkbox: ticked by default, its label links to the policy, which opens in a new tab. */
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
          <NewTabLink to="/privacy-policy/">политикой конфиденциальности</NewTabLink>
        </>
      }
      {...props}
    />
  );
}
