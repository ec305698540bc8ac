import { Link } from "@remix-run/react";

const TEXTS: Record<number, { title: string; text: string }> = {
  404: { title: "Страница не найдена", text: "Такой страницы нет. Проверьте адрес или вернитесь на главную." },
  403: { title: "Доступ запрещён", text: "У вас нет прав на это действие." },
  503: { title: "Сервис временно недоступен", text: "Маркетплейс не отвечает. Попробуйте обновить страницу через минуту." },
};

export function errorTitle(status: number) {
  return (TEXTS[status] ?? { title: "Что-то пошло не так" }).title;
}

/** The Russian error page; never a stack trace (details are in the server log). */
export function ErrorPage({ status }: { status: number }) {
  const { title, text } = TEXTS[status] ?? {
    title: "Что-то пошло не так",
    text: "Произошла ошибка. Мы уже знаем о ней; попробуйте обновить страницу или вернитесь позже.",
  };
  return (
    <section className="error-page">
      <p className="error-page__code">{status}</p>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to="/" className="button button--primary">
        На главную
      </Link>
    </section>
  );
}
