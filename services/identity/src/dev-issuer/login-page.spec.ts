import { escapeHtml, renderLoginPage, validateLogin } from './login-page';

describe('dev issuer login form', () => {
  it('accepts a plausible e-mail and a name, normalising both', () => {
    expect(validateLogin({ email: '  Owner@Example.COM ', name: '  Siti   Aminah ' })).toEqual({
      ok: true,
      email: 'owner@example.com',
      name: 'Siti Aminah',
    });
  });

  it.each(['', '   '])('asks for an e-mail when it is blank (%j)', (email) => {
    expect(validateLogin({ email, name: 'Siti' })).toEqual({
      ok: false,
      errors: ['Enter your e-mail address.'],
    });
  });

  it.each([
    'owner',
    'owner@',
    '@example.com',
    'owner@example',
    'owner@@example.com',
    'ow ner@example.com',
    'a@b.c',
  ])('refuses %j as an e-mail address', (email) => {
    expect(validateLogin({ email, name: 'Siti' })).toEqual({
      ok: false,
      errors: ['Enter a valid e-mail address, like name@example.com.'],
    });
  });

  it('asks for a name, and refuses a very long one', () => {
    expect(validateLogin({ email: 'owner@example.com', name: ' ' })).toEqual({
      ok: false,
      errors: ['Enter your name.'],
    });
    expect(validateLogin({ email: 'owner@example.com', name: 'x'.repeat(101) })).toEqual({
      ok: false,
      errors: ['Your name can have at most 100 characters.'],
    });
  });

  it('reports every problem at once', () => {
    const result = validateLogin({ email: 'nope', name: '' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toHaveLength(2);
  });

  it('escapes everything it echoes back into the page', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );

    const page = renderLoginPage({
      action: '/oidc/interaction/abc',
      form: { email: '"><script>alert(1)</script>', name: '<b>Bold</b>' },
      errors: ['Enter a valid e-mail address, like name@example.com.'],
    });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>Bold</b>');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).toContain('<p>Enter a valid e-mail address, like name@example.com.</p>');
    expect(page).toContain('action="/oidc/interaction/abc"');
  });
});
