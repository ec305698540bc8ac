import { json } from "@remix-run/node";
import { companyNames } from "~/features/workers/worker-companies.server";
import { workerRoleTitle } from "~/features/workers/worker-roles";
import { requireViewer } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { marketplace } from "~/services/marketplace/client.server";
import { managers, type Worker, type WorkerSort } from "~/services/marketplace/managers.server";
import { redirectWithToast } from "~/services/session/toast.server";
import type { Viewer } from "~/services/session/viewer.server";
import { entryOf, nameOf, orMissing } from "~/utils/format";
import { formatPhone } from "~/validation/phone-format";
import { WORKER_SORTS } from "./worker-sorts";

export const WORKERS_PAGE = "/personal/workers/";

type SortParam = keyof typeof WORKER_SORTS;

function sortOf(url: URL): { param: SortParam | null; sort?: WorkerSort } {
  const param = url.searchParams.get("sort") ?? "";
  if (!Object.hasOwn(WORKER_SORTS, param)) return { param: null };
  const descending = param.startsWith("-");
  const field = param.replace(/^-/, "") as WorkerSort["field"];
  return { param: param as SortParam, sort: { field, descending } };
}

/** A confirmation the page asks before blocking or activating (`?confirm=block&worker=12`). */
function confirmationOf(url: URL) {
  const action = url.searchParams.get("confirm");
  const worker = Number(url.searchParams.get("worker"));
  if ((action !== "block" && action !== "activate") || !Number.isSafeInteger(worker)) return null;
  return { action, worker } as const;
}

export type WorkerRow = {
  id: number;
  name: string;
  phone: string;
  email: string;
  role: string;
  companies: string;
  /** A status the portal knows (it colours the badge and says what can be done), else null. */
  status: KnownStatus | null;
  statusTitle: string;
};

const STATUS_TITLES = { active: "Активен", not_active: "Заблокирован", invited: "Приглашён" } as const;
type KnownStatus = keyof typeof STATUS_TITLES;

/**
 * A worker as the list shows them: only the id is promised, so what is missing is «—». The badge
 * says the marketplace's description, else the status (one the portal does not know as sent).
 */
export function workerRow(viewer: Viewer, worker: Worker): WorkerRow {
  const status = entryOf(STATUS_TITLES, worker.status) ? (worker.status as KnownStatus) : null;
  return {
    id: worker.id,
    name: orMissing(worker.name),
    phone: orMissing(formatPhone(worker.phone ?? "")),
    email: orMissing(worker.email),
    role: workerRoleTitle(worker.userRole),
    companies: orMissing(companyNames(viewer, worker.contractorIds ?? worker.contractors ?? []).join(", ")),
    status,
    statusTitle: worker.statusDescription?.trim() || nameOf(STATUS_TITLES, worker.status),
  };
}

export async function loadWorkers(request: Request) {
  const viewer = await requireViewer(request, "workers");
  const url = new URL(request.url);
  const { param, sort } = sortOf(url);
  const list = await managers.byOwner(await marketplace(request), sort);
  const base = { sort: param, confirm: confirmationOf(url) };
  // A refusal (a user who is no owner) is said on the page; only a failure upstream is a 502.
  if (list.error) {
    const status = list.status >= 500 ? 502 : 200;
    return json({ ...base, workers: [] as WorkerRow[], error: list.errorText }, { status });
  }
  const workers = list.data.items.map((worker) => workerRow(viewer, worker));
  return json({ ...base, workers, error: null });
}

export type WorkersLoader = typeof loadWorkers;

const DONE: Record<"block" | "activate" | "send-link", string> = {
  block: "Сотрудник заблокирован: войти в портал он не сможет, пока вы его не активируете",
  activate: "Сотрудник активирован",
  "send-link": "Приглашение отправлено повторно",
};

/**
 * intent `block` / `activate` (after the confirmation) and `send-link`, each with the posted
 * `worker` id. The marketplace checks the worker is the owner's; its refusal comes back in Russian.
 */
export async function changeWorker(request: Request) {
  await requireViewer(request, "workers");
  const formData = await readForm(request);
  const intent = readIntent(formData, ["block", "activate", "send-link"]);
  const worker = String(formData.get("worker") ?? "");
  if (!/^\d{1,12}$/.test(worker)) return json({ error: "Сотрудник не найден. Обновите страницу." }, { status: 400 });
  const api = await marketplace(request);
  const id = Number(worker);
  const changed = intent === "send-link" ? await managers.sendLink(api, id) : await managers.setStatus(api, id, intent);
  if (changed.error) return json({ error: changed.errorText }, { status: changed.status >= 500 ? 502 : 400 });
  const sort = new URL(request.url).searchParams.get("sort");
  const back = sort && Object.hasOwn(WORKER_SORTS, sort) ? `${WORKERS_PAGE}?sort=${sort}` : WORKERS_PAGE;
  return redirectWithToast(request, back, { type: "success", text: DONE[intent] });
}
