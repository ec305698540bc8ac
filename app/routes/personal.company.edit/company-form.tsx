import { FormProvider, type SubmissionResult, useField } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { COMPANY_EDIT_PATH } from "~/features/onboarding/paths";
import { checkboxProps, fieldProps, listFieldProps } from "~/form/field-props";
import { GenericForm } from "~/form/generic-form";
import { type DraftScope, LocalDraftOffer, useLocalDraft } from "~/form/local-draft";
import { useFormStart } from "~/form/local-draft-start";
import { type FormConstraint, useGenericForm } from "~/form/use-generic-form";
import { Checkbox } from "~/ui/checkbox";
import { Input } from "~/ui/input";
import { PhoneInput } from "~/ui/phone-input";
import { Select, type SelectOption } from "~/ui/select";
import type { InnOwners } from "~/validation/company-forms";

/** What the form starts from: the registry lookup for a new company, the card for an existing one. */
export type CompanyDefaults = {
  inn?: string;
  kpp?: string;
  fullName?: string;
  shortName?: string;
  orgTypeId?: string;
  phone?: string;
  sectionIds?: string[];
  persons: { fio?: string; position?: string; reason?: string; isNotGeneralDirector?: boolean }[];
  legalAddress?: { fullAddress?: string; zipCode?: string };
  isDiffPostAddress?: boolean;
  postAddress?: { fullAddress?: string; zipCode?: string };
  bic?: string;
  bankName?: string;
  corrAccount?: string;
  settAccount?: string;
};

/** The company form of /personal/company/edit/ (the contractor's card; rules in app/validation/company-forms.ts). */

/**
 * Step 1 of a new company: the INN alone. It is a GET form, so the lookup is a plain URL
 * (`?inn=`) that survives a reload and needs no JavaScript.
 */
export function InnStep({
  constraint,
  lastResult,
}: {
  constraint: FormConstraint;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useGenericForm({
    schema: "companyInnSchema",
    constraint,
    lastResult,
    id: "company-inn",
  });
  return (
    <section className="panel">
      <p>Укажите ИНН компании или индивидуального предпринимателя: остальное мы заполним по данным реестра.</p>
      <GenericForm form={form} method="get" submitLabel="Заполнить по ИНН" className="company-form__inn">
        <Input {...fieldProps(fields.inn)} label="ИНН компании" inputMode="numeric" autoComplete="off" maxLength={12} />
      </GenericForm>
    </section>
  );
}

type CompanyFormProps = {
  constraint: FormConstraint;
  defaults: CompanyDefaults;
  orgTypes: SelectOption[];
  /** Whose INN each org type takes, so the browser checks the INN against the choice as the server does. */
  innOwners: InnOwners;
  sections: SelectOption[];
  isNew: boolean;
  lastResult?: SubmissionResult<string[]>;
};

const COMPANY_FORM_ID = "company";

/** The company form with its local draft (docs/decisions/070): a restored draft draws it anew. */
export function CompanyForm({ draft: scope, ...props }: CompanyFormProps & { draft: DraftScope }) {
  const draft = useLocalDraft(COMPANY_FORM_ID, scope);
  const start = useFormStart(draft, props.defaults, props.lastResult);
  return (
    <>
      <LocalDraftOffer draft={draft} />
      <CompanyFields key={start.key} {...props} defaults={start.defaults} lastResult={start.lastResult} />
    </>
  );
}

function CompanyFields({ constraint, defaults, orgTypes, innOwners, sections, isNew, lastResult }: CompanyFormProps) {
  const [form, fields] = useGenericForm({
    schema: "companySchema",
    build: (rules) => rules.companySchemaFor(innOwners),
    constraint,
    lastResult,
    id: COMPANY_FORM_ID,
    defaultValue: defaults,
  });
  const legal = fields.legalAddress.getFieldset();
  const post = fields.postAddress.getFieldset();
  return (
    <FormProvider context={form.context}>
      <GenericForm form={form} submitLabel="Сохранить" intent="save" className="company-form">
        <fieldset className="company-form__group">
          <legend>Информация о компании</legend>
          <div className="company-form__grid">
            <Input {...fieldProps(fields.inn)} label="ИНН компании" readOnly />
            <Input {...fieldProps(fields.kpp)} label="КПП" inputMode="numeric" maxLength={9} />
            {/* The registry's or the stored legal name: shown, never posted (the server does not take it). */}
            <Input
              name="fullName"
              id={`${form.id}-fullName`}
              label="Юридическое наименование"
              defaultValue={defaults.fullName}
              disabled
              className="company-form__wide"
            />
            <Input {...fieldProps(fields.shortName)} label="Краткое наименование" />
            <Select {...fieldProps(fields.orgTypeId)} label="Форма собственности" options={orgTypes} />
            <PhoneInput {...fieldProps(fields.phone)} label="Контактный телефон" />
          </div>
          <Select
            {...listFieldProps(fields.sectionIds)}
            label="Категории товаров"
            options={sections}
            multiple
            columns={2}
          />
          {isNew && (
            <p>
              <Link to={COMPANY_EDIT_PATH}>Указать другой ИНН</Link>
            </p>
          )}
        </fieldset>

        <SignatoryFields formId={form.id} />

        <fieldset className="company-form__group">
          <legend>Адреса</legend>
          <div className="company-form__grid">
            <Input {...fieldProps(legal.fullAddress)} label="Юридический адрес" autoComplete="address-line1" />
            <Input
              {...fieldProps(legal.zipCode)}
              label="Индекс юридического адреса"
              inputMode="numeric"
              maxLength={6}
            />
          </div>
          <Checkbox {...checkboxProps(fields.isDiffPostAddress)} label="Почтовый адрес отличается от юридического" />
          <div className="company-form__grid company-form__post">
            <Input {...fieldProps(post.fullAddress)} label="Почтовый адрес" />
            <Input {...fieldProps(post.zipCode)} label="Индекс почтового адреса" inputMode="numeric" maxLength={6} />
          </div>
        </fieldset>

        <fieldset className="company-form__group">
          <legend>Платёжные реквизиты</legend>
          <div className="company-form__grid">
            <Input {...fieldProps(fields.bic)} label="БИК" inputMode="numeric" maxLength={9} />
            <Input {...fieldProps(fields.bankName)} label="Наименование банка" />
            <Input
              {...fieldProps(fields.corrAccount)}
              label="Корреспондентский счёт"
              inputMode="numeric"
              maxLength={20}
            />
            <Input {...fieldProps(fields.settAccount)} label="Расчётный счёт" inputMode="numeric" maxLength={20} />
          </div>
        </fieldset>
      </GenericForm>
    </FormProvider>
  );
}

/**
 * The one signatory, read by name: a posted form that lacks the persons fields has an empty list,
 * so `persons[0]` must not depend on the list having a first item.
 */
function SignatoryFields({ formId }: { formId: string }) {
  const person = useField<CompanyDefaults["persons"][number]>("persons[0]", { formId })[0].getFieldset();
  return (
    <fieldset className="company-form__group">
      <legend>Данные подписанта</legend>
      <div className="company-form__grid">
        <Input {...fieldProps(person.fio)} label="ФИО" autoComplete="name" />
        <Input {...fieldProps(person.position)} label="Должность" />
        <Input
          {...fieldProps(person.reason)}
          label="Основание"
          hint="Например: Устав, доверенность № 12 от 01.02.2024"
        />
      </div>
      <Checkbox {...checkboxProps(person.isNotGeneralDirector)} label="Подписант не генеральный директор" />
    </fieldset>
  );
}
