import type { SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { checkboxProps, fieldProps, listFieldProps } from "~/form/field-props";
import { GenericForm } from "~/form/generic-form";
import { type LocalDraft, LocalDraftOffer, useLocalDraft } from "~/form/local-draft";
import { useFormStart } from "~/form/local-draft-start";
import { useGenericForm } from "~/form/use-generic-form";
import { Checkbox } from "~/ui/checkbox";
import { Input } from "~/ui/input";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { Select } from "~/ui/select";
import type { SellerPromotionLoader } from "./seller-promotion.server";

const PROMOTION_FORM_ID = "seller-promotion";

/** The seller promotion form of the create and edit pages, with its local draft (decision 070). */
export function SellerPromotionPage() {
  const data = useLoaderData<SellerPromotionLoader>();
  const lastResult = useActionData<{ reply: SubmissionResult<string[]> }>()?.reply;
  const draft = useLocalDraft(PROMOTION_FORM_ID, data.draft);
  const start = useFormStart(draft, data.defaults, lastResult);
  return <PromotionFormPage key={start.key} draft={draft} defaults={start.defaults} lastResult={start.lastResult} />;
}

/** The page drawn from the loader's defaults and the action's answer, or anew from a restored draft. */
function PromotionFormPage({
  draft,
  defaults,
  lastResult,
}: {
  draft: LocalDraft;
  defaults: SerializeFrom<SellerPromotionLoader>["defaults"];
  lastResult?: SubmissionResult<string[]>;
}) {
  const data = useLoaderData<SellerPromotionLoader>();
  const [form, fields] = useGenericForm({
    schema: "sellerPromotionSchema",
    constraint: data.constraint.sellerPromotionSchema,
    lastResult,
    id: PROMOTION_FORM_ID,
    defaultValue: defaults,
  });
  return (
    <>
      <PageHeading title={data.title} />
      {data.failure && (
        <Notification type="error" className="form__notice">
          {data.failure}
        </Notification>
      )}
      <LocalDraftOffer draft={draft} />
      <GenericForm form={form} submitLabel="Сохранить" intent="save" className="promotion-form">
        <input type="hidden" name={fields.siteId.name} value={data.siteId} />
        <Input {...fieldProps(fields.name)} label="Название акции" maxLength={200} />
        <div className="promotion-form__dates">
          <Input {...fieldProps(fields.startAt)} type="date" label="Дата начала" />
          <Input {...fieldProps(fields.finishAt)} type="date" label="Дата окончания" />
        </div>
        <Select {...listFieldProps(fields.storeIds)} label="Магазины" options={data.stores} multiple columns={2} />
        {data.mode === "create" ? (
          <Input
            {...fieldProps(fields.minPercent)}
            label="Минимальная скидка, %"
            inputMode="numeric"
            maxLength={2}
            hint="Цены товаров в акции будут ниже обычных не меньше чем на этот процент"
          />
        ) : (
          <p>Минимальная скидка: {data.minPercent} (задаётся при создании акции)</p>
        )}
        <Checkbox {...checkboxProps(fields.active)} label="Акция включена" />
      </GenericForm>
      <p>
        <Link to={data.cancel}>Отмена</Link>
      </p>
    </>
  );
}
