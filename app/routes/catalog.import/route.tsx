import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import {
  findImport,
  importCounts,
  refusedRows,
  startImport,
  type ImportJob,
} from "~/features/products/import-jobs.server";
import { checkSpreadsheet, IMPORT_MAX_MEGABYTES } from "~/features/products/spreadsheet.server";
import { requireViewer } from "~/services/access/guards.server";
import { readIntent } from "~/services/forms/read-form.server";
import { filesOf, readUpload } from "~/services/forms/read-upload.server";
import { marketplace } from "~/services/marketplace/client.server";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { countOf } from "~/utils/format";
import { titled } from "~/utils/meta";
import { ImportUpload } from "./import-upload";

const TITLE = "Загрузка товаров из таблицы";
/** 1 строка, 2 строки, 5 строк. */
const ROWS = { one: "строка", few: "строки", many: "строк" };
/** How often the status is asked again while the marketplace reads the file. */
const POLL_SECONDS = 2;

export const meta = titled(TITLE);

function jobView(job: ImportJob) {
  const state = job.report ? "done" : job.error ? "failed" : "sending";
  const counts = job.report ? importCounts(job.report) : { created: "0", refused: 0 };
  return {
    id: job.id,
    state,
    fileName: job.fileName,
    rows: job.rows,
    seconds: Math.round(((job.finishedAt ?? Date.now()) - job.startedAt) / 1000),
    created: counts.created,
    refusedRows: counts.refused,
    errors: job.report ? refusedRows(job.report) : [],
    error: job.error,
  } as const;
}

/** /catalog/import/: the file form, or with `?job=` the import's status and then its report. */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "catalog");
  const id = new URL(request.url).searchParams.get("job");
  const job = await findImport(viewer, id);
  return json({ job: job && jobView(job), lost: Boolean(id) && !job, maxMegabytes: IMPORT_MAX_MEGABYTES });
}

/**
 * Checks the file before it is sent (type, size while streaming, columns, rows) and starts the
 * import. A script asking for JSON gets the job's id; a plain form is redirected to the status page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, "catalog");
  const { form, refused } = await readUpload(request, {
    maxFileBytes: IMPORT_MAX_MEGABYTES * 1024 * 1024,
    maxFiles: 1,
  });
  readIntent(form, ["import"]);
  const refuse = (message: string, fileName?: string) => json({ message, fileName }, { status: 400 });
  if (refused[0]) return refuse(`Файл больше ${IMPORT_MAX_MEGABYTES} МБ: разделите его на части`, refused[0].name);
  const [file] = filesOf(form, "file");
  if (!file) return refuse("Выберите файл XLSX или CSV");
  const check = await checkSpreadsheet(file);
  if (!check.ok) return refuse(check.message, file.name);
  const job = await startImport(await marketplace(request), viewer, file, check.rows);
  if (request.headers.get("Accept")?.includes("application/json")) return json({ job: job.id });
  return redirect(`/catalog/import/?job=${job.id}`);
}

type JobView = ReturnType<typeof jobView>;

function ImportStatus({ job }: { job: JobView }) {
  const revalidator = useRevalidator();
  const sending = job.state === "sending";
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [sending, revalidator]);

  if (sending)
    return (
      <section aria-live="polite">
        {/* Without JavaScript the page asks again by itself; with it the status is polled. */}
        <noscript>
          <meta httpEquiv="refresh" content={String(POLL_SECONDS)} />
        </noscript>
        <p>
          Файл «{job.fileName}» ({countOf(job.rows, ROWS)}) отправлен. Маркетплейс проверяет строки: это может занять до
          10 минут. Страница обновляется сама.
        </p>
        <progress className="import-progress" aria-label="Импорт товаров" />
        <p>Прошло {job.seconds} с.</p>
      </section>
    );
  if (job.state === "failed")
    return (
      <Notification type="error" title={`Файл «${job.fileName}» не загружен`}>
        <p>{job.error}</p>
        <p>
          Товары из него не добавлены. Проверьте файл и загрузите его ещё раз; если ошибка повторится, напишите в
          поддержку.
        </p>
      </Notification>
    );
  return (
    <section>
      <Notification type={job.refusedRows ? "warning" : "success"} title={`Импорт файла «${job.fileName}» завершён`}>
        <p>Принято строк: {job.created}</p>
        <p>Отклонено строк: {job.refusedRows}</p>
      </Notification>
      {job.errors.length > 0 && (
        <>
          <table className="product-table">
            <caption>Строки, которые не приняты</caption>
            <thead>
              <tr>
                <th scope="col">Строка</th>
                <th scope="col">Колонка</th>
                <th scope="col">Причина</th>
              </tr>
            </thead>
            <tbody>
              {job.errors.map((error, index) => (
                <tr key={index}>
                  <td>{error.row}</td>
                  <td>{error.column}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <a href={`/catalog/import-report/?job=${job.id}`} download>
              Скачать отчёт CSV
            </a>
          </p>
        </>
      )}
      <p>
        Принятые товары отправлены на модерацию: они в <Link to="/catalog/">каталоге</Link>.
      </p>
    </section>
  );
}

export default function ImportPage() {
  const { job, lost, maxMegabytes } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <>
      <PageHeading title={TITLE} />
      {job && <ImportStatus job={job} />}
      {lost && (
        <Notification type="notice">
          Отчёт об этом импорте больше не хранится. Товары, которые он добавил, есть в каталоге.
        </Notification>
      )}
      {job?.state !== "sending" && (
        <>
          {job && <h2>Загрузить ещё файл</h2>}
          <p>
            Заполните <a href="/catalog/import-template/">шаблон XLSX</a> (колонки и пример строки): наименование,
            артикул, штрихкод, цена, остаток и НДС обязательны. Каждая принятая строка станет товаром на модерации, о
            каждой отклонённой будет сказано, что исправить.
          </p>
          <ImportUpload maxMegabytes={maxMegabytes} refusal={refusal && "message" in refusal ? refusal : null} />
        </>
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
