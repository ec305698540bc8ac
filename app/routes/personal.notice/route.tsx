import { Link } from "@remix-run/react";
import { guardedLoader } from "~/services/access/guarded-loader.server";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";

const TITLE = "Уведомления";

export const meta = titled(TITLE);
export const loader = guardedLoader("signedIn");

/**
 * The route table has the page but no call behind it: the marketplace has no notification settings or
 * messages to read yet. The page says what reaches the user today and where (docs/decisions/032).
 */
export default function NoticePage() {
  return (
    <>
      <PageHeading title={TITLE} />
      <section className="panel settings-block" aria-labelledby="notice-now">
        <h2 id="notice-now">Что приходит сейчас</h2>
        <ul className="notice-list">
          <li>
            <strong>SMS на ваш телефон</strong> — коды подтверждения для входа, регистрации, восстановления пароля и
            смены номера.
          </li>
          <li>
            <strong>Письма на вашу почту</strong> — активация компании после проверки документов, приглашения
            сотрудникам, коды подтверждения по e-mail.
          </li>
          <li>
            <strong>Сообщения на страницах портала</strong> — результат каждого действия: сохранения, отправки, ошибки.
          </li>
        </ul>
      </section>
      <section className="panel settings-block" aria-labelledby="notice-soon">
        <h2 id="notice-soon">Что появится здесь</h2>
        <p>
          На этой странице будут сообщения маркетплейса: новые заказы, итоги модерации товаров, изменения оферты и
          акций. Здесь же можно будет выбрать, о чём сообщать по SMS и почте.
        </p>
        <p>
          Телефон и почту для уведомлений можно проверить в <Link to="/personal/settings/">настройках профиля</Link>.
        </p>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
