import { FormProvider, type SubmissionResult, useField } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { Checkbox } from "~/ui/checkbox";
import { GenericForm } from "~/form/generic-form";
import { Input } from "~/ui/input";
import { COMPANY_EDIT_PATH } from "~/features/onboarding/onboarding";
import { PhoneInput } from "~/ui/phone-input";
import { Select, type SelectOption } from "~/ui/select";
import { fieldProps, listFieldProps } from "~/form/field-props";
import { type FormConstraint, useGenericForm } from "~/form/use-generic-form";

/** What the form starts from: the registry lookup for a new company, the card for an existing one. */
export type CompanyDefaults = {
  inn: string;
  kpp?: string;
  fullName: string;
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

/** The company form of /personal/company/edit/ (SPEC §3 "Contractor", §5 rules). */

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

export function CompanyForm({
  constraint,
  defaults,
  orgTypes,
  sections,
  isNew,
  lastResult,
}: {
  constraint: FormConstraint;
  defaults: CompanyDefaults;
  orgTypes: SelectOption[];
  sections: SelectOption[];
  isNew: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useGenericForm({
    schema: "companySchema",
    constraint,
    lastResult,
    id: "company",
    defaultValue: defaults,
  });
  const legal = fields.legalAddress.getFieldset();
  const post = fields.postAddress.getFieldset();
  // The legal name comes from the registry: shown disabled, posted from a hidden field.
  const fullName = typeof fields.fullName.initialValue === "string" ? fields.fullName.initialValue : defaults.fullName;
  return (
    <FormProvider context={form.context}>
      <GenericForm form={form} submitLabel="Сохранить" intent="save" className="company-form">
        <fieldset className="company-form__group">
          <legend>Информация о компании</legend>
          <div className="company-form__grid">
            <Input {...fieldProps(fields.inn)} label="ИНН компании" readOnly />
            <Input {...fieldProps(fields.kpp)} label="КПП" inputMode="numeric" maxLength={9} />
            <Input
              name="fullName"
              id={fields.fullName.id}
              label="Юридическое наименование"
              defaultValue={fullName}
              disabled
              className="company-form__wide"
            />
            <input type="hidden" name="fullName" value={fullName} />
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
          <Checkbox
            name={fields.isDiffPostAddress.name}
            id={fields.isDiffPostAddress.id}
            label="Почтовый адрес отличается от юридического"
            defaultChecked={fields.isDiffPostAddress.initialValue === "on"}
          />
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
      <Checkbox
        name={person.isNotGeneralDirector.name}
        id={person.isNotGeneralDirector.id}
        label="Подписант не генеральный директор"
        defaultChecked={person.isNotGeneralDirector.initialValue === "on"}
      />
    </fieldset>
  );
}
