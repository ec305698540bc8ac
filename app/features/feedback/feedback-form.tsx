import { Link, useLocation } from "@remix-run/react";
import { fieldProps } from "~/form/field-props";
import { GenericForm } from "~/form/generic-form";
import { useGenericForm } from "~/form/use-generic-form";
import { useRootData } from "~/layouts/root-data";
import { Input } from "~/ui/input";
import { closeModalHref } from "~/ui/modal-href";
import { PhoneInput } from "~/ui/phone-input";
import { Select, type SelectOption } from "~/ui/select";
import { Textarea } from "~/ui/textarea";
import { UrlInput } from "~/ui/url-input";
import { FEEDBACK_ACTION, FEEDBACK_FORM_ID } from "./feedback-form-id";

/** The CRM's feedback topics (claim form 6); the marketplace publishes no dictionary of them. */
const FEEDBACK_CATEGORIES: SelectOption[] = [
  { id: 1, value: "1", title: "Работа с порталом" },
  { id: 2, value: "2", title: "Данные компании и договор" },
  { id: 3, value: "3", title: "Каталог и карточки товаров" },
  { id: 4, value: "4", title: "Заказы и доставка" },
  { id: 5, value: "5", title: "Документы и выплаты" },
  { id: 6, value: "6", title: "Другое" },
];

/** The help modal's message to support; loaded lazily by FeedbackModal. */
export default function FeedbackForm() {
  const location = useLocation();
  const root = useRootData();
  // A refused message comes back through the session (the action redirects), with what was typed.
  const returned = root?.formReply?.formId === FEEDBACK_FORM_ID ? root.formReply.reply : null;
  const [form, fields] = useGenericForm({
    schema: "feedbackClaimSchema",
    // Sent by the root loader whenever the URL opens this modal.
    constraint: root?.feedbackConstraint ?? {},
    lastResult: returned,
    id: FEEDBACK_FORM_ID,
    defaultValue: { clientFullName: root?.viewer?.name },
  });
  return (
    <div className="feedback">
      <p>
        Ответы на частые вопросы — в <Link to="/info-base/">базе знаний</Link>. Не нашли ответ? Напишите нам: ответим на
        телефон или почту.
      </p>
      <GenericForm form={form} submitLabel="Отправить" action={FEEDBACK_ACTION} intent={FEEDBACK_FORM_ID} consent>
        <input type="hidden" name="returnTo" value={closeModalHref(location)} />
        <Select {...fieldProps(fields.categoryId)} label="Тема обращения" options={FEEDBACK_CATEGORIES} />
        <Textarea {...fieldProps(fields.mainText)} label="Сообщение" rows={5} />
        <UrlInput
          {...fieldProps(fields.attachmentLinks)}
          label="Ссылка на файл"
          hint="Скриншот или документ на файлообменнике, например disk.yandex.ru/i/…"
        />
        <Input {...fieldProps(fields.clientFullName)} label="ФИО" autoComplete="name" />
        <PhoneInput {...fieldProps(fields.clientPhone)} label="Телефон" />
        <Input {...fieldProps(fields.clientEmail)} label="Электронная почта" type="email" autoComplete="email" />
      </GenericForm>
    </div>
  );
}
