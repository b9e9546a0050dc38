/**
 * The text of a PDF, page by page, as a reader would copy it (unpdf: pdf.js without a canvas).
 * unpdf is an ES module: loaded with import(), which Jest runs with --experimental-vm-modules.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}
