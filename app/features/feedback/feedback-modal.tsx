import { lazy, Suspense } from "react";
import { FEEDBACK_MODAL } from "~/layouts/help-link";
import { Modal } from "~/ui/modal";

/** Help and feedback: a modal over any page of the default layout, opened by `?modal=feedback`. */

// The form (conform and zod) loads only when the modal is open: every page of the default layout
// carries this shell, and its first-load JS must stay near the framework floor. The server waits
// for the whole tree (entry.server onAllReady), so without JS the form is in the HTML all the same.
const FeedbackForm = lazy(() => import("./feedback-form"));

export function FeedbackModal() {
  return (
    <Modal name={FEEDBACK_MODAL} title="Помощь и обратная связь">
      <Suspense fallback={<p>Загрузка формы…</p>}>
        <FeedbackForm />
      </Suspense>
    </Modal>
  );
}
