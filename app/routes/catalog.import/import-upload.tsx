import { Form, useNavigate } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import { FormKey } from "~/form/form-key-field";
import { Notification } from "~/ui/notification";
import { useHydrated } from "~/ui/use-hydrated";

/** What the action answers a script that asked for JSON: the job to follow, or why the file was refused. */
type UploadAnswer = { job?: string; message?: string; fileName?: string };

/**
 * The import's file form. Without JavaScript a plain multipart post (the browser shows its own
 * progress); with it the same post goes through XMLHttpRequest, whose upload events drive a
 * progress bar, and the page then follows the job.
 */
export function ImportUpload({ maxMegabytes, refusal }: { maxMegabytes: number; refusal?: UploadAnswer | null }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [percent, setPercent] = useState<number | null>(null);
  const [answer, setAnswer] = useState<UploadAnswer | null>(null);
  const shown = answer ?? refusal;

  function upload(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    body.set("intent", "import");
    const request = new XMLHttpRequest();
    // Remix's data request of this route: the action's JSON instead of the whole page.
    request.open("POST", `/catalog/import/?_data=${encodeURIComponent("routes/catalog.import")}`);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (progress) =>
      progress.lengthComputable && setPercent((progress.loaded / progress.total) * 100);
    request.onload = () => {
      const data = (request.response as UploadAnswer | null) ?? {};
      setPercent(null);
      if (data.job) navigate(`/catalog/import/?job=${data.job}`);
      else setAnswer({ message: data.message ?? "Файл не загружен. Попробуйте ещё раз.", fileName: data.fileName });
    };
    request.onerror = () => {
      setPercent(null);
      setAnswer({ message: "Связь прервалась. Загрузите файл ещё раз." });
    };
    setAnswer(null);
    setPercent(0);
    request.send(body);
  }

  return (
    <Form
      method="post"
      action="/catalog/import/"
      encType="multipart/form-data"
      className="product-editor__group"
      onSubmit={upload}
    >
      <FormKey form="import" />
      {shown?.message && (
        <Notification type="error" title={shown.fileName ? `Файл «${shown.fileName}» не загружен` : undefined}>
          {shown.message}
        </Notification>
      )}
      <label className="field__label" htmlFor="file">
        Файл XLSX или CSV
      </label>
      <input id="file" type="file" name="file" accept=".xlsx,.csv" required aria-describedby="file-hint" />
      <p className="field__hint" id="file-hint">
        До {maxMegabytes} МБ и 10 000 строк. Первая строка — названия колонок, как в шаблоне.
      </p>
      {percent !== null && (
        <p>
          <progress className="import-progress" max={100} value={Math.round(percent)} aria-label="Отправка файла" />{" "}
          {Math.round(percent)} %
        </p>
      )}
      <div className="product-editor__actions">
        <button
          type="submit"
          name="intent"
          value="import"
          className="button button--primary"
          disabled={percent !== null}
        >
          Загрузить товары
        </button>
      </div>
    </Form>
  );
}
