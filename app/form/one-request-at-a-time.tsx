import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * One request at a time (JS only). While a form is being submitted, any further submit
 * inside is dropped (Remix would cancel the first one); a loader overlay covers the page until the
 * answer is shown. The reload that follows an action may be interrupted: a code typed meanwhile
 * must still go, since the auto-submit does not retry.
 */
export function OneRequestAtATime({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <div
      onSubmitCapture={(event) => {
        if (submitting) event.preventDefault();
      }}
    >
      {children}
      {navigation.formData !== undefined && (
        <div className="busy-overlay" role="status">
          <span className="busy-overlay__spinner" aria-hidden="true" />
          <span className="visually-hidden">Загрузка…</span>
        </div>
      )}
    </div>
  );
}
