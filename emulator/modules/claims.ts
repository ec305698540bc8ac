/** CRM claims: feedback from signed-in suppliers (form 6) and trade requests from visitors (form 12). */
import { optionalCaller, requireCaller } from "../auth-context";
import type { Ctx } from "../context";
import { badRequest } from "../server/errors";
import type { ApiRequest, Router } from "../server/router";
import {
  check,
  isEmail,
  MESSAGES,
  objectBody,
  optionalInteger,
  optionalPhone,
  optionalText,
  requiredInteger,
  requiredText,
  type Fields,
} from "../server/validate";

const FEEDBACK_FORM = 6;
const TRADE_FORM = 12;

function stringList(fields: Fields, key: string): string[] {
  const value = fields[key] ?? [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string" && typeof item !== "number")) {
    throw badRequest(`Поле ${key}: ${MESSAGES.invalid}`);
  }
  return value.map(String);
}

/** The contact block both forms share; feedback needs a phone or an e-mail, trade needs both. */
function readContact(fields: Fields, form: number) {
  const clientFullName = requiredText(fields, "clientFullName", MESSAGES.fio);
  const clientPhone = optionalPhone(fields, "clientPhone");
  const clientEmail = check(optionalText(fields, "clientEmail"), isEmail, MESSAGES.email);
  if (form === TRADE_FORM && !clientPhone) throw badRequest(MESSAGES.phone);
  if (form === TRADE_FORM && !clientEmail) throw badRequest(MESSAGES.email);
  if (!clientPhone && !clientEmail) throw badRequest("Укажите телефон или email для ответа");
  return { clientFullName, clientPhone: clientPhone ?? null, clientEmail: clientEmail ?? null };
}

function readClaim(ctx: Ctx, req: ApiRequest) {
  const fields = objectBody(req);
  const form = requiredInteger(fields, "claimFormId");
  if (form !== FEEDBACK_FORM && form !== TRADE_FORM) throw badRequest("Неизвестная форма обращения");
  // Feedback comes from the personal area; trade requests come from landing-page visitors.
  const caller = form === FEEDBACK_FORM ? requireCaller(ctx, req) : optionalCaller(ctx, req);
  const isFeedback = form === FEEDBACK_FORM;
  const palletPlaceQuantity = optionalInteger(fields, "palletPlaceQuantity");
  if (palletPlaceQuantity !== undefined && palletPlaceQuantity < 0)
    throw badRequest("Количество паллетомест не может быть отрицательным");
  return {
    form,
    userId: caller?.user.id ?? null,
    categoryId: isFeedback ? requiredInteger(fields, "categoryId") : (optionalInteger(fields, "categoryId") ?? null),
    mainText: isFeedback
      ? requiredText(fields, "mainText", "Введите текст обращения")
      : (optionalText(fields, "mainText") ?? null),
    ...readContact(fields, form),
    attachmentLinks: JSON.stringify(stringList(fields, "attachmentLinks")),
    site: optionalText(fields, "site") ?? null,
    appealType: isFeedback ? null : requiredText(fields, "appealType", "Выберите тип обращения"),
    brand: isFeedback ? null : requiredText(fields, "brand", "Введите бренд"),
    infoSource: optionalText(fields, "infoSource") ?? null,
    post: optionalText(fields, "post") ?? null,
    area: optionalText(fields, "area") ?? null,
    palletPlaceQuantity: palletPlaceQuantity ?? null,
    productCategories: JSON.stringify(stringList(fields, "productCategories")),
  };
}

export function register(r: Router, ctx: Ctx): void {
  r.route("POST", "/crm-claim/claim", (req) => {
    const claim = readClaim(ctx, req);
    const createdAt = new Date(ctx.now()).toISOString();
    ctx.db
      .prepare(
        `INSERT INTO claims (claim_form_id, user_id, category_id, main_text, client_full_name, client_phone, client_email,
                             attachment_links, site, appeal_type, brand, info_source, post, area, pallet_place_quantity,
                             product_categories, created_at)
         VALUES (@form, @userId, @categoryId, @mainText, @clientFullName, @clientPhone, @clientEmail,
                 @attachmentLinks, @site, @appealType, @brand, @infoSource, @post, @area, @palletPlaceQuantity,
                 @productCategories, @createdAt)`,
      )
      .run({ ...claim, createdAt });
    return {};
  });
}
