import { formatUrl } from "~/validation/url-format";
import { Input, type InputProps } from "./input";

export type UrlInputProps = Omit<InputProps, "type" | "format">;

/**
 * Link field (the URL rule of app/validation/url-format.ts): with JS the text gets https:// in front
 * as it is typed. A text field, not type url, so that 'site.ru' posts without JS too; the server
 * normalises and checks it.
 */
export function UrlInput(props: UrlInputProps) {
  return <Input inputMode="url" autoComplete="url" placeholder="https://" {...props} type="text" format={formatUrl} />;
}
