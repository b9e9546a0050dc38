import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apolloClient, errorMessage } from '../../core/apollo';
import { completeSignIn } from '../../core/auth';
import { feedback } from '../../core/feedback';
import { landingPath } from '../../core/guard';
import { SignInDocument } from '../../generated/graphql';
import { session } from '../../core/session';

/**
 * The sign-in callback (spec 2.5): exchanges the code for tokens, registers or looks up the owner,
 * keeps the session and lands on /admin or /overview. Any failure is shown and the visitor goes
 * back to /login.
 */
export default function AuthCallbackPage() {
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    completeSignIn()
      .then(() => apolloClient.mutate({ mutation: SignInDocument, context: { quiet: true } }))
      .then(({ data }) => {
        if (!data) throw new Error('No answer from the server.');
        const { userId, sessionId, outletId, isAdmin } = data.signIn;
        session.update({ userId, sessionId, outletId: outletId ?? null, isAdmin });
        if (!cancelled) void navigate(landingPath({ isAdmin }), { replace: true });
      })
      .catch((error: unknown) => {
        session.clear();
        feedback.showError(`Sign-in failed: ${errorMessage(error)}`);
        if (!cancelled) void navigate('/login', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  return (
    <main className="mise-empty-page" aria-busy="true">
      <Spin size="large" description="Signing you in..." />
    </main>
  );
}
