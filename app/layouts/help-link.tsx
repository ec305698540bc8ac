import { Link, useLocation } from "@remix-run/react";
import { openModalHref } from "~/ui/modal-href";

/** The help and feedback modal opens over any page of the default layout with `?modal=feedback`. */
export const FEEDBACK_MODAL = "feedback";

/** The header's way in: a text link on wide screens, a round "?" on phones (switched by CSS). */
export function HelpLink() {
  const location = useLocation();
  return (
    <Link to={openModalHref(location, FEEDBACK_MODAL)} preventScrollReset className="help-link">
      <span className="help-link__text">Помощь</span>
      <span className="help-link__icon" aria-hidden="true">
        ?
      </span>
      <span className="visually-hidden help-link__label">Помощь и обратная связь</span>
    </Link>
  );
}
