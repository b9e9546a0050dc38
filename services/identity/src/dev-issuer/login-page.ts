/**
 * The dev issuer's login page: e-mail and name, standing in for "Login / Sign up with Google" on a
 * development machine. Server-rendered; everything echoed back is HTML-escaped.
 */

export interface LoginForm {
  email: string;
  name: string;
}

export type LoginValidation =
  { ok: true; email: string; name: string } | { ok: false; errors: string[] };

const PLAUSIBLE_EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 100;

/** Checks the submitted form; the e-mail is trimmed and lower-cased, the name trimmed. */
export function validateLogin(form: LoginForm): LoginValidation {
  const email = form.email.trim().toLowerCase();
  const name = form.name.trim().replace(/\s+/g, ' ');
  const errors: string[] = [];
  if (!email) {
    errors.push('Enter your e-mail address.');
  } else if (email.length > MAX_EMAIL_LENGTH || !PLAUSIBLE_EMAIL.test(email)) {
    errors.push('Enter a valid e-mail address, like name@example.com.');
  }
  if (!name) {
    errors.push('Enter your name.');
  } else if (name.length > MAX_NAME_LENGTH) {
    errors.push(`Your name can have at most ${MAX_NAME_LENGTH} characters.`);
  }
  return errors.length ? { ok: false, errors } : { ok: true, email, name };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f5f5f5; margin: 0; padding: 48px 16px; }
  main { max-width: 360px; margin: 0 auto; background: #fff; padding: 24px 32px 32px; border-radius: 8px;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.3em; font-weight: 600; }
  p.note { color: #555; font-size: .9em; }
  label { display: block; margin: 16px 0 4px; font-weight: 500; }
  input { width: 100%; box-sizing: border-box; padding: 8px; font-size: 1em; border: 1px solid #bbb; border-radius: 4px; }
  input, button { font: inherit; }
  button { margin-top: 24px; width: 100%; padding: 10px; font-size: 1em; color: #fff; background: #1677ff;
           border: 0; border-radius: 4px; cursor: pointer; }
  .error { color: #b00020; background: #fdecee; padding: 8px 12px; border-radius: 4px; }
  .error p { margin: 4px 0; }
`;

export function renderLoginPage(options: {
  action: string;
  form?: LoginForm;
  errors?: string[];
}): string {
  const { action, form = { email: '', name: '' }, errors = [] } = options;
  const errorBlock = errors.length
    ? `<div class="error" role="alert">${errors.map((e) => `<p>${escapeHtml(e)}</p>`).join('')}</div>`
    : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in to Mise (development)</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <h1>Sign in to Mise (development)</h1>
    <p class="note">This page stands in for Google sign-in on a development machine. Any e-mail address works;
      the same address always signs in as the same person.</p>
    ${errorBlock}
    <form method="post" action="${escapeHtml(action)}" novalidate>
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" autocomplete="email" required autofocus
             value="${escapeHtml(form.email)}">
      <label for="name">Name</label>
      <input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(form.name)}">
      <button type="submit">Continue</button>
    </form>
  </main>
</body>
</html>`;
}

export function renderMessagePage(title: string, message: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <h1>${escapeHtml(title)}</h1>
    <p>${escapeHtml(message)}</p>
  </main>
</body>
</html>`;
}
