import { useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Notification } from "~/ui/notification";
import { isSecretField } from "~/utils/form-key";
import {
  browserStorage,
  draftKey,
  dropExpiredDrafts,
  readDraft,
  removeDraft,
  sameFields,
  sortedFields,
  writeDraft,
  type DraftFields,
  type DraftScope,
} from "./local-draft-store";

export type { DraftScope } from "./local-draft-store";

/** Typing is saved this long after the last keystroke. */
const SAVE_DELAY_MS = 500;

/** Controls whose value the user types or picks; hidden fields, files and buttons are the page's. */
const TYPED_INPUTS = new Set(["text", "email", "tel", "number", "date", "url", "search", "checkbox", "radio"]);

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isDraftable(element: Element): element is Control {
  const control =
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement;
  if (!control || !element.name || isSecretField(element.name) || element.matches(":disabled")) return false;
  if (element instanceof HTMLSelectElement) return true;
  return !element.readOnly && (element instanceof HTMLTextAreaElement || TYPED_INPUTS.has(element.type));
}

/** What the user typed into the form, as it would post it. */
function typedFields(form: HTMLFormElement): DraftFields {
  const fields: DraftFields = [];
  for (const element of Array.from(form.elements).filter(isDraftable)) {
    if (element instanceof HTMLSelectElement) {
      for (const option of Array.from(element.selectedOptions)) fields.push([element.name, option.value]);
    } else if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      if (element.checked) fields.push([element.name, element.value]);
    } else {
      fields.push([element.name, element.value]);
    }
  }
  return sortedFields(fields);
}

/** The form's data as it would post now, its typed fields taken from the draft (hidden ones stay the page's). */
function formDataWith(form: HTMLFormElement, fields: DraftFields) {
  const data = new FormData(form);
  for (const element of Array.from(form.elements).filter(isDraftable)) data.delete(element.name);
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

function firstFocusable(form: HTMLFormElement) {
  return Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      !(element instanceof HTMLInputElement && element.type === "hidden") &&
      !element.hidden &&
      element.tabIndex >= 0 &&
      !element.matches(":disabled"),
  );
}

/** Saves what the form holds now, or forgets the draft when that is what the page came with. */
function keepTyped(formId: string, key: string, shown: DraftFields) {
  const form = formById(formId);
  if (!form) return;
  const fields = typedFields(form);
  if (sameFields(fields, shown)) removeDraft(browserStorage(), key);
  else writeDraft(browserStorage(), key, fields);
}

const formById = (formId: string) => {
  const form = document.getElementById(formId);
  return form instanceof HTMLFormElement ? form : null;
};

/** The form an input, change or submit event belongs to. */
function formOf(target: EventTarget | null) {
  if (target instanceof HTMLFormElement) return target;
  return target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
    ? target.form
    : null;
}

export type LocalDraft = {
  /** A saved draft that differs from what the page shows: offered until the user chooses. */
  offer: { savedAt: number } | null;
  /**
   * The restored draft, for a form drawn again from it (without `onRestore`): the form's data,
   * `version` to key the form with, and whether the server has answered a send since.
   */
  restored: { data: FormData; version: number; answered: boolean } | null;
  restore: () => void;
  discard: () => void;
};

/**
 * A long form's local draft (JavaScript only; docs/decisions/070). What the user types into the
 * form `formId` is saved in localStorage under the viewer, the form and the entity (`scope`), a
 * moment after the last keystroke; a send the portal accepted (its action redirected) clears it.
 * When the page opens with a draft that differs from what it shows, the draft is offered
 * (LocalDraftOffer); until the user chooses, it is left as it was. Restoring hands the form's data,
 * its typed fields taken from the draft, to `onRestore`, or else keeps it in `restored` for a form
 * drawn again from it. Only typed fields are kept: never hidden ones, files, passwords or codes.
 */
export function useLocalDraft(
  formId: string,
  scope: DraftScope,
  { onRestore }: { onRestore?: (data: FormData) => void } = {},
): LocalDraft {
  const key = draftKey(formId, scope);
  const [offer, setOffer] = useState<LocalDraft["offer"]>(null);
  const answer = useActionData();
  const [restored, setRestored] = useState<{ data: FormData; version: number; answer: unknown } | null>(null);
  // What the page showed when it opened: a draft equal to it holds nothing to keep.
  const shown = useRef<DraftFields>([]);
  // Whether a draft is on offer: it is kept as it was until the user chooses.
  const offered = useRef(false);

  useEffect(() => {
    dropExpiredDrafts(browserStorage());
    const form = formById(formId);
    if (!form) return;
    shown.current = typedFields(form);
    const draft = readDraft(browserStorage(), key);
    offered.current = draft !== null && !sameFields(draft.fields, shown.current);
    setOffer(draft && offered.current ? { savedAt: draft.savedAt } : null);

    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!offered.current) keepTyped(formId, key, shown.current);
    };
    const saveSoon = (event: Event) => {
      if (formOf(event.target)?.id !== formId) return;
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    };
    // Leaving the page or sending the form must not lose the last keystrokes.
    const saveNow = (event: Event) => {
      if (timer !== undefined && (event.type === "pagehide" || formOf(event.target)?.id === formId)) save();
    };
    document.addEventListener("input", saveSoon);
    document.addEventListener("change", saveSoon);
    document.addEventListener("submit", saveNow);
    window.addEventListener("pagehide", saveNow);
    return () => {
      if (timer !== undefined) save();
      document.removeEventListener("input", saveSoon);
      document.removeEventListener("change", saveSoon);
      document.removeEventListener("submit", saveNow);
      window.removeEventListener("pagehide", saveNow);
    };
  }, [formId, key]);

  useAcceptedSend(() => {
    removeDraft(browserStorage(), key);
    // The page stays when the send redirected to it: what it shows now is what was sent.
    const form = formById(formId);
    if (form) shown.current = typedFields(form);
  });

  // After a choice the keyboard goes on in the form; a restored form is focused once it is drawn again.
  const focusAfterRedraw = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = formById(formId);
    if (!focusAfterRedraw.current || !form || form === focusAfterRedraw.current) return;
    focusAfterRedraw.current = null;
    firstFocusable(form)?.focus();
  });

  function restore() {
    const form = formById(formId);
    const draft = readDraft(browserStorage(), key);
    offered.current = false;
    setOffer(null);
    if (!form || !draft) return;
    const data = formDataWith(form, draft.fields);
    focusAfterRedraw.current = form;
    if (onRestore) onRestore(data);
    else setRestored({ data, version: (restored?.version ?? 0) + 1, answer });
  }

  function discard() {
    offered.current = false;
    setOffer(null);
    // What was typed meanwhile becomes the draft; if nothing, there is none.
    keepTyped(formId, key, shown.current);
    const form = formById(formId);
    if (form) firstFocusable(form)?.focus();
  }

  return {
    offer,
    restored: restored && { data: restored.data, version: restored.version, answered: answer !== restored.answer },
    restore,
    discard,
  };
}

/**
 * Calls `onAccepted` once a send was accepted. The page's form posts to the page itself; an accepted
 * send redirects (to another page, or to this one: then no action data comes back), while a refused
 * one answers with the form again (action data) or an error page (the form, and this hook, are gone).
 */
function useAcceptedSend(onAccepted: () => void) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const answered = useActionData() !== undefined;
  const sending = useRef(false);
  const accepted = useRef(onAccepted);
  useEffect(() => {
    accepted.current = onAccepted;
  });
  useEffect(() => {
    if (navigation.state === "submitting") {
      sending.current = navigation.formAction?.split("?")[0] === pathname;
      return;
    }
    if (!sending.current) return;
    const redirectedAway = navigation.state === "loading" && navigation.location.pathname !== pathname;
    if (redirectedAway || (navigation.state === "idle" && !answered)) accepted.current();
    if (redirectedAway || navigation.state === "idle") sending.current = false;
  }, [navigation, pathname, answered]);
}

let savedAtFormat: Intl.DateTimeFormat | undefined;
/**
 * When a draft was saved, in the browser's time: 5 марта, 14:07. The formatter is made on first use: a
 * browser's first Intl formatter loads the locale's data, which every page with a form would pay as it
 * starts (docs/decisions/110), while few have a draft to offer.
 */
const savedAt = (instant: number) =>
  (savedAtFormat ??= new Intl.DateTimeFormat("ru-RU", {
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
  })).format(instant);

/** The offer of a saved draft, above its form: restore it or delete it. */
export function LocalDraftOffer({ draft }: { draft: LocalDraft }) {
  if (!draft.offer) return null;
  return (
    <Notification type="notice" title="Есть несохранённый черновик" className="local-draft">
      <p>
        {`В этом браузере сохранено то, что вы вводили в эту форму ${savedAt(draft.offer.savedAt)}. `}
        Это ещё не отправлено. Восстановить черновик?
      </p>
      <p className="local-draft__actions">
        <button type="button" className="button button--primary" onClick={draft.restore}>
          Восстановить
        </button>
        <button type="button" className="button button--ghost" onClick={draft.discard}>
          Удалить черновик
        </button>
      </p>
    </Notification>
  );
}
