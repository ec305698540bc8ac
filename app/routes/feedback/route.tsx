import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { FEEDBACK_FORM_ID } from "~/features/feedback/feedback-form-id";
import { FEEDBACK_MODAL } from "~/layouts/help-link";
import { requireViewer } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { claims } from "~/services/marketplace/claims.server";
import { marketplace } from "~/services/marketplace/client.server";
import { redirectWithFormReply, redirectWithToast } from "~/services/session/toast.server";
import { openModalHref } from "~/ui/modal-href";
import { safeRedirect } from "~/utils/safe-redirect";
import { feedbackClaimSchema } from "~/validation/claim-forms";

/**
 * POST /feedback/: the help modal's message to support (claim form 6). A resource route: it always
 * answers with a redirect to the page the modal was opened on, so it works without JavaScript. A
 * refused message reopens the modal there with what was typed and the messages at the fields.
 */
/** Opened as a page, the address shows the modal over main. */
export const loader = () => redirect(`/?modal=${FEEDBACK_MODAL}`);

export async function action({ request }: ActionFunctionArgs) {
  await requireViewer(request, "signedIn");
  const formData = await readForm(request, { once: true });
  readIntent(formData, [FEEDBACK_FORM_ID]);
  const returnTo = safeRedirect(formData.get("returnTo"));
  const submission = parseWithZod(formData, { schema: feedbackClaimSchema });
  const reopened = openModalHref(new URL(returnTo, request.url), FEEDBACK_MODAL);
  if (submission.status !== "success") {
    return redirectWithFormReply(
      request,
      reopened,
      { formId: FEEDBACK_FORM_ID, reply: submission.reply() },
      {
        type: "error",
        text: "Проверьте поля формы обращения",
      },
    );
  }
  const sent = await claims.feedback(await marketplace(request), submission.value);
  if (sent.error) {
    // The modal reopens with the marketplace's refusal at the top of the form.
    const reply = submission.reply({ formErrors: [sent.errorText] });
    return redirectWithFormReply(request, reopened, { formId: FEEDBACK_FORM_ID, reply });
  }
  return redirectWithToast(request, returnTo, {
    type: "success",
    text: "Обращение отправлено. Мы ответим вам в ближайшее время.",
  });
}

/**
 * Never rendered: the loader and the action answer with redirects. A component makes this a page
 * route, so a refused post gets its Russian page inside the layout instead of a bare answer.
 */
export default function FeedbackAction() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
