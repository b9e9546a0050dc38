import { GoogleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { appConfig } from '../../core/config';
import { feedback } from '../../core/feedback';
import { hasStoredTokens, startSignIn } from '../../core/auth';
import { landingPath } from '../../core/guard';
import { useSession } from '../../core/session';

/** If signing in is still stuck after this long, the page reloads (spec 2.4). */
export const AUTH_STUCK_MS = 15_000;

/** /login (spec 2.4): one button that goes to the identity provider. */
export default function LoginPage() {
  const s = useSession();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => {
      console.warn('Auth stuck, reloading...');
      window.location.reload();
    }, AUTH_STUCK_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (s.userId && hasStoredTokens()) return <Navigate to={landingPath(s)} replace />;

  const login = async () => {
    setBusy(true);
    try {
      await startSignIn();
    } catch (e) {
      setBusy(false);
      feedback.showError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <main className="mise-empty-page">
      <section className="mise-login-card">
        <div>
          <h1
            className="mise-brand"
            style={{ justifyContent: 'center', color: '#1f4d3a', margin: 0 }}
          >
            <span className="mise-brand-mark" style={{ background: '#1f4d3a', color: '#f3d9a4' }}>
              M
            </span>
            <span>Mise</span>
          </h1>
          <p className="mise-muted">The back office of your restaurant or cafe.</p>
        </div>
        <Button
          type="primary"
          size="large"
          block
          icon={<GoogleOutlined />}
          loading={busy}
          onClick={() => void login()}
        >
          Login / Sign up with Google
        </Button>
        <small className="mise-muted">
          By continuing you agree to our{' '}
          <a href={appConfig.privacyUrl} target="_blank" rel="noreferrer">
            privacy policy
          </a>
          .
        </small>
      </section>
    </main>
  );
}
