import { uploadIcon } from '../api/catalog';

/** After the record is saved, its new icon (if one was picked) is uploaded to it. */
export async function saveWithIcon({
  kind,
  save,
  icon,
}: {
  kind: 'platforms' | 'categories';
  save: () => Promise<{ platform?: { id: string }; category?: { id: string } }>;
  icon: File | null;
}) {
  const reply = await save();
  const id = reply.platform?.id ?? reply.category?.id;
  if (icon && id) await uploadIcon({ kind, id, file: icon });
}
