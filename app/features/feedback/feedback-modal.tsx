import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import "~/styles/feedback.css";
import { Modal } from "~/ui/modal";
import { openModalHref } from "~/ui/modal-href";

/** Help and feedback (SPEC §2): a modal over any page of the default layout, opened by `?modal=feedback`. */

// The form (conform and zod) loads only when the modal is open: every page of the default layout
// carries this shell, and its first-load JS must stay near the framework floor. The server waits
// for the whole tree (entry.server onAllReady), so without JS the form is in the HTML all the same.
const FeedbackForm = lazy(() => import("./feedback-form"));

export const FEEDBACK_MODAL = "feedback";
export const FEEDBACK_FORM_ID = "feedback";
export const FEEDBACK_ACTION = "/feedback/";

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

export function FeedbackModal() {
  return (
    <Modal name={FEEDBACK_MODAL} title="Помощь и обратная связь">
      <Suspense fallback={<p>Загрузка формы…</p>}>
        <FeedbackForm />
      </Suspense>
    </Modal>
  );
}

