import { type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { FormKey } from "~/form/form-key-field";
import { requireViewer } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { marketplace } from "~/services/marketplace/client.server";
import { credentials } from "~/services/marketplace/credentials.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { ConfirmActions } from "~/ui/confirm-actions";
import { DesktopOnly } from "~/ui/desktop-only";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { useHydrated } from "~/ui/use-hydrated";
import { formatDate, orMissing } from "~/utils/format";
import { titled } from "~/utils/meta";

const TITLE = "API-ключ";

/**
 * The key is a secret: no cache keeps this page or its data (docs/decisions/031). The document
 * and every loader and action answer say so.
 */
const NO_STORE = { "Cache-Control": "no-store" };

export const meta = titled(TITLE);
export const headers: HeadersFunction = () => NO_STORE;

/** What the page shows of a key: its kind and last four characters, never the rest. */
function masked(apiKey: string) {
  return `${apiKey.slice(0, 3)}${"•".repeat(12)}${apiKey.slice(-4)}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request, "apiKey");
  const found = await credentials.byContract(await marketplace(request));
  const confirming = new URL(request.url).searchParams.get("confirm") === "create";
  if (found.error) {
    const status = found.status >= 500 ? 502 : 200;
    return json({ key: null, error: found.errorText, confirming: false }, { status, headers: NO_STORE });
  }
  const { contractNumber, apiKey, createdAt } = found.data;
  const key = {
    contractNumber: orMissing(contractNumber),
    masked: apiKey ? masked(apiKey) : null,
    createdAt: createdAt ? formatDate(createdAt) : null,
  };
  return json({ key, error: null, confirming }, { headers: NO_STORE });
}

/**
 * intent `reveal` answers the whole key in the action's own answer (a POST: never a URL, never a
 * flash in the session); `create` (after the confirmation) issues a new one and comes back to the
 * page, where «Показать ключ» reveals it. A redirect, so a create sent twice (a double press) is
 * answered once with its one-time key and issues one key, not a second that kills the first.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireViewer(request, "apiKey");
  const intent = readIntent(await readForm(request, { once: true }), ["reveal", "create"]);
  const api = await marketplace(request);
  const answer = intent === "create" ? await credentials.create(api) : await credentials.byContract(api);
  if (answer.error) {
    return json({ error: answer.errorText }, { status: answer.status >= 500 ? 502 : 400, headers: NO_STORE });
  }
  if (intent === "create") {
    return redirectWithToast(request, "/personal/api-key/", {
      type: "success",
      text: "Ключ создан, прежний больше не действует. Нажмите «Показать ключ», скопируйте его и сохраните в своей системе.",
    });
  }
  return json({ apiKey: answer.data.apiKey }, { headers: NO_STORE });
}

export default function ApiKeyPage() {
  const { key, error, confirming } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const revealed = actionData && "apiKey" in actionData ? actionData : null;
  const actionError = actionData && "error" in actionData ? actionData.error : null;
  return (
    <DesktopOnly>
      <PageHeading title={TITLE} />
      <section className="panel api-key-about" aria-labelledby="api-key-about">
        <h2 id="api-key-about">Зачем нужен ключ</h2>
        <p>
          API-ключ позволяет вашей учётной системе (1С, складской программе, своему сайту) обмениваться данными с
          маркетплейсом без портала: выгружать товары, обновлять цены и остатки, получать заказы. Ключ действует для
          одного договора.
        </p>
        <p>
          Храните ключ в секрете: с ним можно работать от имени вашей компании. Если ключ попал к посторонним, создайте
          новый — старый сразу перестанет действовать.
        </p>
      </section>
      {error && <Notification type={key ? "error" : "warning"}>{error}</Notification>}
      {actionError && <Notification type="error">{actionError}</Notification>}
      {key && (
        <section className="panel api-key" aria-labelledby="api-key-title">
          <h2 id="api-key-title">Ключ договора № {key.contractNumber}</h2>
          {revealed?.apiKey ? (
            <RevealedKey apiKey={revealed.apiKey} />
          ) : key.masked ? (
            <Form method="post" className="api-key__row">
              <FormKey form="api-key-reveal" />
              <code className="api-key__value" aria-label="Ключ скрыт">
                {key.masked}
              </code>
              <button type="submit" name="intent" value="reveal" className="button button--ghost">
                Показать ключ
              </button>
            </Form>
          ) : (
            <p>Ключа ещё нет. Создайте его, чтобы подключить свою систему.</p>
          )}
          {key.createdAt && <p className="api-key__date">Создан {key.createdAt}</p>}
          {confirming ? (
            <Notification type="warning" title={key.masked ? "Создать новый ключ?" : "Создать ключ?"}>
              {key.masked && <p>Старый ключ сразу перестанет действовать: замените его во всех своих системах.</p>}
              <ConfirmActions intent="create" label="Да, создать ключ" cancelTo="." action=".">
                <FormKey form="api-key-create" />
              </ConfirmActions>
            </Notification>
          ) : (
            <Link to="?confirm=create" className="button button--primary">
              {key.masked ? "Создать новый ключ" : "Создать ключ"}
            </Link>
          )}
        </section>
      )}
    </DesktopOnly>
  );
}

/** The whole key, selectable; with JavaScript a button copies it. */
function RevealedKey({ apiKey }: { apiKey: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <div className="api-key__row">
        <code className="api-key__value" aria-label="API-ключ">
          {apiKey}
        </code>
        {hydrated && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => navigator.clipboard.writeText(apiKey).then(() => setCopied(true))}
          >
            {copied ? "Скопировано" : "Скопировать"}
          </button>
        )}
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
