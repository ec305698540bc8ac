import { isSecretField } from "~/utils/form-key";

/**
 * Where a long form's local draft lives in the browser (docs/decisions/070): one localStorage entry
 * per viewer, form and entity, holding the typed text fields and when they were saved. Pure, so the
 * rules are tested without a browser; the form's side is ./local-draft.tsx.
 */

/** Whose draft of which thing, as the page's loader names it: the viewer's id (no token) and the entity. */
export type DraftScope = { owner: string; entity: string };

/** The scope a loader gives its page: the signed-in viewer's drafts of `entity` (a new one, a card, a promotion…). */
export const draftScope = (viewer: { id: number }, entity: string): DraftScope => ({
  owner: String(viewer.id),
  entity,
});

/** A form's typed values as it would post them, sorted so that two drafts compare as text. */
export type DraftFields = [name: string, value: string][];

export type StoredDraft = { savedAt: number; fields: DraftFields };

const KEY_PREFIX = "portal-draft:";

/** A draft nobody came back to for a week is dropped. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function draftKey(formId: string, { owner, entity }: DraftScope) {
  return `${KEY_PREFIX}${encodeURIComponent(owner)}:${formId}:${encodeURIComponent(entity)}`;
}

export function sortedFields(fields: DraftFields): DraftFields {
  return fields
    .filter(([name]) => !isSecretField(name))
    .sort(([nameA, valueA], [nameB, valueB]) =>
      nameA === nameB ? valueA.localeCompare(valueB) : nameA.localeCompare(nameB),
    );
}

export const sameFields = (a: DraftFields, b: DraftFields) => JSON.stringify(a) === JSON.stringify(b);

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== "object" || value === null) return false;
  const { savedAt, fields } = value as Partial<StoredDraft>;
  return (
    typeof savedAt === "number" &&
    Array.isArray(fields) &&
    fields.every(
      (field) => Array.isArray(field) && field.length === 2 && field.every((part) => typeof part === "string"),
    )
  );
}

/**
 * The storage may be missing or refuse (a private window, a full quota, storage turned off): then
 * there are simply no drafts, and the form works as without JavaScript.
 */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Keeps nothing: what the drafts use where the browser refuses its storage. */
const NO_STORAGE: Storage = {
  length: 0,
  key: () => null,
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
};

/** The browser's localStorage; merely reading `window.localStorage` throws where storage is turned off. */
export function browserStorage(): Storage {
  return attempt(() => window.localStorage, NO_STORAGE);
}

export function readDraft(storage: Storage, key: string, now = Date.now()): StoredDraft | null {
  const raw = attempt(() => storage.getItem(key), null);
  if (raw === null) return null;
  const draft = attempt((): unknown => JSON.parse(raw), null);
  if (!isStoredDraft(draft) || now - draft.savedAt > DRAFT_MAX_AGE_MS) {
    removeDraft(storage, key);
    return null;
  }
  return { savedAt: draft.savedAt, fields: sortedFields(draft.fields) };
}

export function writeDraft(storage: Storage, key: string, fields: DraftFields, now = Date.now()) {
  const draft: StoredDraft = { savedAt: now, fields: sortedFields(fields) };
  attempt(() => storage.setItem(key, JSON.stringify(draft)), undefined);
}

export function removeDraft(storage: Storage, key: string) {
  attempt(() => storage.removeItem(key), undefined);
}

/** Drops every draft of the portal older than a week, whichever form and viewer it was of. */
export function dropExpiredDrafts(storage: Storage, now = Date.now()) {
  const keys = attempt(
    () => Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? ""),
    [] as string[],
  );
  for (const key of keys) if (key.startsWith(KEY_PREFIX)) readDraft(storage, key, now);
}
