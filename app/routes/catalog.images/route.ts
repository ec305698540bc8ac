import { json, type ActionFunctionArgs } from "@remix-run/node";
import { IMAGE_LIMITS, uploadImages } from "~/features/products/images.server";
import { requireViewer } from "~/services/access/guards.server";
import { readIntent } from "~/services/forms/read-form.server";
import { readUpload } from "~/services/forms/read-upload.server";
import { marketplace } from "~/services/marketplace/client.server";

/**
 * POST /catalog/images/: one product picture from the editor's script, which watches the upload's
 * progress. The same checks as the editor form (type by content, size while streaming), then the
 * marketplace's CDN: `{ url }`, or `{ message }` in Russian with a 4xx.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireViewer(request, "catalog");
  const { form, refused } = await readUpload(request, { ...IMAGE_LIMITS, maxFiles: 1 });
  readIntent(form, ["upload"]);
  const uploads = await uploadImages(await marketplace(request), form, refused, 0);
  if (uploads.urls[0]) return json({ url: uploads.urls[0] });
  return json({ message: uploads.messages[0] ?? "Прикрепите изображение" }, { status: 400 });
}
