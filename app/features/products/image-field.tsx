import { type ChangeEvent, useState } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { IMAGE_ACCEPT, IMAGE_MAX_MEGABYTES, previewUrl } from "./image-limits";

/** Where the page's script sends one picture at a time to watch its progress (the same checks as the form). */
export const IMAGE_UPLOAD_PATH = "/catalog/images/";

type Transfer = { key: string; name: string; percent: number; message?: string };

/** One picture through the portal with an upload progress event (fetch has none for request bodies). */
function sendImage(file: File, onProgress: (percent: number) => void) {
  return new Promise<{ url?: string; message?: string }>((resolve) => {
    const body = new FormData();
    body.append("intent", "upload");
    body.append("files", file);
    const request = new XMLHttpRequest();
    request.open("POST", IMAGE_UPLOAD_PATH);
    request.responseType = "json";
    request.upload.onprogress = (event) => event.lengthComputable && onProgress((event.loaded / event.total) * 100);
    request.onload = () => resolve((request.response as { url?: string; message?: string } | null) ?? {});
    request.onerror = () => resolve({ message: "Связь прервалась. Попробуйте ещё раз." });
    request.send(body);
  });
}

/**
 * The pictures of the card: previews in their order, each removable and movable, and a file input.
 * Without JavaScript the chosen files travel with the form (the button «Загрузить» sends them
 * without saving); with it each file is uploaded at once with its own progress bar, and moving or
 * removing happens in place. Either way the list is posted as `images` fields.
 */
export function ImageField({
  images: saved,
  messages,
  error,
  max,
  required,
}: {
  images: string[];
  messages: string[];
  error?: string;
  max: number;
  required: boolean;
}) {
  const hydrated = useHydrated();
  const [images, setImages] = useState(saved);
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  // The server's list wins whenever it changes (after a post): it already holds the uploaded ones.
  const savedKey = saved.join("\n");
  const [shownKey, setShownKey] = useState(savedKey);
  if (shownKey !== savedKey) {
    setShownKey(savedKey);
    setImages(saved);
  }

  const arrange = (event: { preventDefault: () => void }, change: (list: string[]) => string[]) => {
    if (!hydrated) return;
    event.preventDefault();
    setImages(change);
  };

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    await Promise.all(
      files.map(async (file, index) => {
        const key = `${Date.now()}-${index}-${file.name}`;
        const update = (patch: Partial<Transfer>) =>
          setTransfers((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
        setTransfers((list) => [...list, { key, name: file.name, percent: 0 }]);
        const answer = await sendImage(file, (percent) => update({ percent }));
        if (answer.url) {
          setImages((list) => [...list, answer.url!]);
          setTransfers((list) => list.filter((item) => item.key !== key));
        } else update({ message: answer.message ?? "Не удалось загрузить файл" });
      }),
    );
  }

  const allMessages = [...new Set([...messages, ...(error && !messages.includes(error) ? [error] : [])])];
  return (
    <fieldset className="product-editor__group product-images" id="images" aria-describedby="images-hint">
      <legend>Изображения{required && <span aria-hidden="true"> *</span>}</legend>
      {images.length > 0 && (
        <ol className="product-images__list">
          {images.map((url, index) => (
            <li key={url} className="product-images__item">
              <input type="hidden" name="images" value={url} />
              <ImagePreview url={url} alt={`Изображение ${index + 1}`} />
              <div className="product-images__actions">
                {index > 0 && (
                  <button
                    type="submit"
                    name="intent"
                    value={`image-earlier-${index}`}
                    className="button button--ghost"
                    onClick={(event) =>
                      arrange(event, (list) => {
                        const next = [...list];
                        [next[index - 1], next[index]] = [next[index], next[index - 1]];
                        return next;
                      })
                    }
                  >
                    Раньше<span className="visually-hidden"> изображение {index + 1}</span>
                  </button>
                )}
                <button
                  type="submit"
                  name="intent"
                  value={`remove-image-${index}`}
                  className="button button--ghost"
                  onClick={(event) => arrange(event, (list) => list.filter((_, at) => at !== index))}
                >
                  Удалить<span className="visually-hidden"> изображение {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {transfers.length > 0 && (
        <ul className="product-images__transfers">
          {transfers.map((transfer) => (
            <li key={transfer.key}>
              <span>{transfer.name}</span>
              {transfer.message ? (
                <span className="field__message">{transfer.message}</span>
              ) : (
                <progress max={100} value={Math.round(transfer.percent)} aria-label={`Загрузка ${transfer.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}
      <label className="field__label" htmlFor="files">
        Добавить изображения
      </label>
      <input
        id="files"
        type="file"
        name="files"
        accept={IMAGE_ACCEPT}
        multiple
        onChange={hydrated ? upload : undefined}
        disabled={images.length >= max}
      />
      <p className="field__hint" id="images-hint">
        JPEG, PNG или WEBP, до {IMAGE_MAX_MEGABYTES} МБ каждое, не больше {max}. Первое изображение — главное.
      </p>
      {!hydrated && (
        <button type="submit" name="intent" value="upload" className="button button--ghost">
          Загрузить выбранные
        </button>
      )}
      {allMessages.map((message) => (
        <p key={message} className="field__message" role="alert">
          {message}
        </p>
      ))}
    </fieldset>
  );
}

/** A picture of the card at the preview's size, or the placeholder when its address is none. */
function ImagePreview({ url, alt }: { url: string; alt: string }) {
  const src = previewUrl(url);
  return src ? (
    <img src={src} alt={alt} width={160} height={160} />
  ) : (
    <span className="catalog-row__image catalog-row__image--none" role="img" aria-label={alt} />
  );
}
