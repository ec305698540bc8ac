import type { SubmissionResult } from "@conform-to/react";
import { SALES_COMMISSION_PERCENT } from "~/features/onboarding/onboarding";
import { fieldProps, listFieldProps } from "~/form/field-props";
import { GenericForm } from "~/form/generic-form";
import { type FormConstraint, useGenericForm } from "~/form/use-generic-form";
import { Input } from "~/ui/input";
import { Notification } from "~/ui/notification";
import { PhoneInput } from "~/ui/phone-input";
import { Select, type SelectOption } from "~/ui/select";
import { TRADE_CLAIM_INTENT } from "./trade-claim-intent";

/** The visitors' main page: why sell here, how to start, and the two ways to get in touch. */

export type LandingData = {
  /** '2 851' and the words that agree with it: 'компания уже работает с нами'. */
  companiesWorking: { count: string; text: string };
  /** Product sections of the marketplace, for the trade claim. */
  sections: SelectOption[];
  /** Why the sections are empty when their dictionary did not load: the claim needs one. */
  sectionsProblem: string | null;
  constraints: Record<"signup" | "tradeClaim", FormConstraint>;
};

export const SIGNUP_INTENT = "signup";
/** The registration page's action; its route is an index route, hence `?index`. */
const SIGNUP_ACTION = "/registry/?index";

const STEPS = [
  "Зарегистрируйтесь: укажите данные компании и выберите модель работы",
  "Подпишите договор-оферту",
  "Добавьте товары вручную или загрузите таблицей",
  "Начните продавать",
];

/** What the visitor wants from the marketplace; the CRM files the claim by it. */
const APPEAL_TYPES = [
  "Продажа товаров на маркетплейсе",
  "Хранение и доставка товаров (FBA)",
  "Поставка товаров маркетплейсу",
  "Другое",
];
const INFO_SOURCES = ["Поисковые системы", "Реклама", "Рекомендация партнёров", "Выставка", "Другое"];

const asOptions = (titles: string[]): SelectOption[] => titles.map((title) => ({ id: title, title, value: title }));

export default function Landing({
  data,
  tradeClaimReply,
}: {
  data: LandingData;
  tradeClaimReply?: SubmissionResult<string[]>;
}) {
  return (
    <div className="landing">
      <section className="landing-hero">
        <div className="container">
          <h1>Начните продавать сегодня</h1>
          <p className="landing-hero__lead">Доступ к порталу поставщика для управления онлайн-продажами</p>
          <a href="#signup" className="button button--primary">
            Стать поставщиком
          </a>
        </div>
      </section>

      <section className="container landing-section" aria-label="Маркетплейс в цифрах">
        <ul className="landing-facts">
          <li>
            <strong>Более 1,6 млн</strong> потенциальных покупателей в месяц
          </li>
          <li>
            <strong>{data.companiesWorking.count}</strong> {data.companiesWorking.text}
          </li>
          <li>
            <strong>250%</strong> рост оборота за год
          </li>
          <li>
            <strong>{SALES_COMMISSION_PERCENT}%</strong> комиссия с продаж
          </li>
        </ul>
      </section>

      <section className="container landing-section" aria-labelledby="landing-steps">
        <h2 id="landing-steps">Четыре шага, чтобы стать продавцом</h2>
        <ol className="landing-steps">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section className="container landing-section" aria-labelledby="landing-models">
        <h2 id="landing-models">Модели работы</h2>
        <div className="landing-models">
          <article className="panel">
            <h3>FBA — хранение и доставка силами маркетплейса</h3>
            <p>
              Вы привозите товары в распределительный или торговый центр маркетплейса. Дальше всё делаем мы: храним,
              упаковываем и доставляем покупателю.
            </p>
          </article>
          <article className="panel">
            <h3>FBS — продажа со своего склада</h3>
            <p>
              Товары хранятся у вас: вы собираете и упаковываете заказ и привозите его в пункт приёма. Доставку до
              покупателя берёт на себя маркетплейс.
            </p>
          </article>
        </div>
      </section>

      <div className="container landing-forms">
        <SignupForm constraint={data.constraints.signup} />
        <TradeClaimForm
          sections={data.sections}
          sectionsProblem={data.sectionsProblem}
          constraint={data.constraints.tradeClaim}
          lastResult={tradeClaimReply}
        />
      </div>
    </div>
  );
}

function SignupForm({ constraint }: { constraint: FormConstraint }) {
  const [form, fields] = useGenericForm({ schema: "registrationSchema", constraint, id: "landing-signup" });
  return (
    <section className="panel landing-form" id="signup" aria-labelledby="signup-title">
      <h2 id="signup-title">Зарегистрируйтесь</h2>
      <p>Регистрация займёт пару минут: мы пришлём код подтверждения на ваш телефон.</p>
      <GenericForm form={form} submitLabel="Зарегистрироваться" action={SIGNUP_ACTION} intent={SIGNUP_INTENT} consent>
        <Input {...fieldProps(fields.name)} label="ФИО" autoComplete="name" />
        <PhoneInput {...fieldProps(fields.phone)} label="Телефон" />
        <Input {...fieldProps(fields.email)} label="Электронная почта" type="email" autoComplete="email" />
      </GenericForm>
    </section>
  );
}

type TradeClaimFormProps = {
  sections: SelectOption[];
  sectionsProblem: string | null;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]>;
};

function TradeClaimForm({ sections, sectionsProblem, constraint, lastResult }: TradeClaimFormProps) {
  const [form, fields] = useGenericForm({ schema: "tradeClaimSchema", constraint, lastResult, id: "trade-claim" });
  return (
    <section className="panel landing-form" id="trade" aria-labelledby="trade-title">
      <h2 id="trade-title">Заявка на сотрудничество</h2>
      <p>Расскажите о вашем бизнесе — менеджер свяжется с вами и подберёт условия.</p>
      {sectionsProblem && (
        <Notification type="error" className="form__notice">
          {sectionsProblem}
        </Notification>
      )}
      <GenericForm form={form} submitLabel="Отправить заявку" intent={TRADE_CLAIM_INTENT} consent>
        <Select {...fieldProps(fields.appealType)} label="Тип обращения" options={asOptions(APPEAL_TYPES)} />
        <Input {...fieldProps(fields.brand)} label="Бренд" />
        <Select
          {...listFieldProps(fields.productCategories)}
          label="Категории товаров"
          options={sections}
          multiple
          columns={2}
        />
        <Input {...fieldProps(fields.area)} label="Площадь склада, м²" inputMode="decimal" />
        <Input {...fieldProps(fields.palletPlaceQuantity)} label="Количество паллетомест" inputMode="numeric" />
        <Select {...fieldProps(fields.infoSource)} label="Откуда вы о нас узнали" options={asOptions(INFO_SOURCES)} />
        <Input {...fieldProps(fields.clientFullName)} label="ФИО" autoComplete="name" />
        <Input {...fieldProps(fields.post)} label="Должность" autoComplete="organization-title" />
        <PhoneInput {...fieldProps(fields.clientPhone)} label="Телефон" />
        <Input {...fieldProps(fields.clientEmail)} label="Электронная почта" type="email" autoComplete="email" />
      </GenericForm>
    </section>
  );
}
