import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormKey } from "~/form/form-key-field";
import { ConfirmActions } from "~/ui/confirm-actions";
import { FilterSelect } from "~/ui/filter-select";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { WORKER_SORTS } from "./worker-sorts";
import { changeWorker, loadWorkers, type WorkerRow, type WorkersLoader } from "./workers-list.server";

const TITLE = "Сотрудники";

export const meta = titled(TITLE);

export const loader = ({ request }: LoaderFunctionArgs) => loadWorkers(request);
export const action = ({ request }: ActionFunctionArgs) => changeWorker(request);

/**
 * The owner's team: sort as a GET form (URL state), each worker
 * with status colour and actions. Blocking and activating ask first on a page state of their own
 * (`?confirm=`), so they work without JavaScript.
 */
export default function WorkersPage() {
  const { workers, error, sort, confirm } = useLoaderData<WorkersLoader>();
  const actionError = useActionData<typeof action>()?.error;
  const sortQuery = sort ? `sort=${sort}&` : "";
  // An index route's action answers a post only with `?index` (the parent layout has none).
  const postTo = `?index${sort ? `&sort=${sort}` : ""}`;
  const confirming = confirm && workers.find((worker) => worker.id === confirm.worker);
  return (
    <>
      <PageHeading title={TITLE}>
        <Link to="/personal/workers/added/" className="button button--primary">
          Пригласить сотрудника
        </Link>
      </PageHeading>
      <p className="workers-intro">
        Менеджеры работают с заказами и каталогом, контент-менеджеры — только с каталогом. Приглашённый получит письмо
        со ссылкой, придумает пароль и войдёт по своему номеру телефона.
      </p>
      {actionError && <Notification type="error">{actionError}</Notification>}
      {error && <Notification type="error">{error}</Notification>}
      {confirm && confirming && (
        <Notification
          type="warning"
          title={confirm.action === "block" ? `Заблокировать ${confirming.name}?` : `Активировать ${confirming.name}?`}
        >
          <p>
            {confirm.action === "block"
              ? "Сотрудник сразу выйдет из портала и не сможет войти, пока вы его не активируете."
              : "Сотрудник снова сможет входить в портал."}
          </p>
          <ConfirmActions
            intent={confirm.action}
            label={confirm.action === "block" ? "Да, заблокировать" : "Да, активировать"}
            cancelTo={sort ? `?sort=${sort}` : "."}
            action={postTo}
            fields={{ worker: confirming.id }}
          />
        </Notification>
      )}
      <Form method="get" className="list-filter">
        <FilterSelect
          name="sort"
          label="Сортировка"
          value={sort}
          emptyTitle="Как добавлены"
          options={Object.entries(WORKER_SORTS).map(([value, title]) => ({ value, title }))}
        />
        <button type="submit" className="button button--ghost">
          Показать
        </button>
      </Form>
      {workers.length === 0 && !error ? (
        <p className="panel">
          Сотрудников пока нет. Пригласите менеджера или контент-менеджера — они помогут вести магазин.
        </p>
      ) : (
        <ul className="workers-list" aria-label="Сотрудники">
          {workers.map((worker) => (
            <WorkerCard key={worker.id} worker={worker} sortQuery={sortQuery} postTo={postTo} />
          ))}
        </ul>
      )}
    </>
  );
}

function WorkerCard({ worker, sortQuery, postTo }: { worker: WorkerRow; sortQuery: string; postTo: string }) {
  // Blocking or activating follows from the status: a worker whose status the portal does not know is offered neither.
  const toggle = worker.status === null ? null : worker.status === "not_active" ? "activate" : "block";
  return (
    <li className="panel worker-card" aria-label={worker.name}>
      <div className="worker-card__head">
        <h2>{worker.name}</h2>
        <span className={worker.status ? `worker-status worker-status--${worker.status}` : "worker-status"}>
          {worker.statusTitle}
        </span>
      </div>
      <dl className="worker-card__facts">
        <div>
          <dt>Роль</dt>
          <dd>{worker.role}</dd>
        </div>
        <div>
          <dt>Телефон</dt>
          <dd>{worker.phone}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{worker.email}</dd>
        </div>
        <div>
          <dt>Компании</dt>
          <dd>{worker.companies}</dd>
        </div>
      </dl>
      <div className="worker-card__actions">
        <Link to={`/personal/workers/edit/${worker.id}/`} className="button button--ghost">
          Изменить
        </Link>
        {toggle && (
          <Link to={`?${sortQuery}confirm=${toggle}&worker=${worker.id}`} className="button button--ghost">
            {toggle === "block" ? "Заблокировать" : "Активировать"}
          </Link>
        )}
        {worker.status === "invited" && (
          <Form method="post" action={postTo}>
            <FormKey form={`send-link-${worker.id}`} />
            <input type="hidden" name="worker" value={worker.id} />
            <button type="submit" name="intent" value="send-link" className="button button--ghost">
              Выслать приглашение повторно
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
