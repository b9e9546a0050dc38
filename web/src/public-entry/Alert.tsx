/**
 * A message the page announces to screen readers: a refusal or failure in the danger colour, or
 * a `success` in green; nothing while there is no text.
 */
export function Alert({ text, success = false }: { text: string | null; success?: boolean }) {
  if (!text) return null;
  return (
    <p className={success ? 'alert success' : 'alert'} role="alert">
      {text}
    </p>
  );
}
