import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { requireViewer } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { marketplace } from "~/services/marketplace/client.server";
import { managers, type WorkerInvitation } from "~/services/marketplace/managers.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { workerEditSchema, workerInvitationSchema } from "~/validation/personal-forms";

export const NOT_YOUR_COMPANY = "Выберите компании из списка: сотрудника можно связать только со своими компаниями";

/**
 * The invitation (`id` absent: POST managers/signup) and the edit (PUT managers/{id}) of a worker.
 * Companies must be the owner's own (the session knows them), checked before any upstream call;
 * the marketplace checks again. A taken phone or e-mail comes back at its field, the rest typed stays.
 */
export async function saveWorker(request: Request, id?: number) {
  const viewer = await requireViewer(request, "workers");
  const formData = await readForm(request, { once: true });
  readIntent(formData, ["save"]);
  const own = new Set(viewer.workplaces.map((place) => place.contractorId));
  const invitation = id === undefined;
  const submission = parseWithZod(formData, { schema: invitation ? workerInvitationSchema : workerEditSchema });
  if (submission.status !== "success") return json({ reply: submission.reply() }, { status: 400 });
  // The schema was picked by `id`, so an invitation's value has its e-mail.
  const worker = submission.value as WorkerInvitation;
  if (worker.contractorIds.some((company) => !own.has(company))) {
    const reply = submission.reply({ fieldErrors: { contractorIds: [NOT_YOUR_COMPANY] } });
    return json({ reply }, { status: 400 });
  }
  const api = await marketplace(request);
  const saved = id === undefined ? await managers.invite(api, worker) : await managers.update(api, id, worker);
  if (saved.error) {
    const reply = submission.reply(errorPlacement(saved, invitation));
    return json({ reply }, { status: saved.status >= 500 ? 502 : 400 });
  }
  return redirectWithToast(request, "/personal/workers/", {
    type: "success",
    text: invitation ? `Приглашение отправлено на ${worker.email}` : "Данные сотрудника сохранены",
  });
}

/** already_exists names the phone or the e-mail: it goes to the field the user can change. */
function errorPlacement(error: { errorText: string; errorCode?: string }, invitation: boolean) {
  if (error.errorCode !== "already_exists") return { formErrors: [error.errorText] };
  const fields = invitation ? ["phone", "email"] : ["phone"];
  return { fieldErrors: Object.fromEntries(fields.map((field) => [field, [error.errorText]])) };
}
