/** A file as a multipart body with the field name the server reads. */
export function fileForm(files: File | File[]): FormData {
  const form = new FormData();
  for (const f of Array.isArray(files) ? files : [files]) form.append('file', f);
  return form;
}
