import { Inject, Injectable } from '@nestjs/common';
import { gmail } from '@googleapis/gmail';
import { OAuth2Client } from 'google-auth-library';
import { SERVICE_CONFIG } from '@mise/platform';
import type { IntegrationsConfig } from '../config';
import { endpointsOf } from '../providers/provider';
import { ProviderCallError, retryAfterSeconds } from '../providers/retry';

/** One send's failure: the HTTP status (null: no answer), a short reason, Retry-After seconds. */
export class GmailSendError extends ProviderCallError {}

interface GaxiosLikeError {
  status?: number;
  message?: string;
  response?: {
    status?: number;
    headers?: { get?: unknown } & (Headers | Record<string, string>);
    data?: { error?: { message?: string } };
  };
}

/**
 * Gmail's `users.messages.send` through `@googleapis/gmail` (`google-auth-library` carries the
 * access token), its root URL from GOOGLE_BASE_URL (the local Google) or Gmail's own. The
 * library's retries are off: the mail service retries with its own backoff.
 */
@Injectable()
export class GmailSender {
  private readonly rootUrl: string;
  private readonly timeoutMs: number;

  constructor(@Inject(SERVICE_CONFIG) config: IntegrationsConfig) {
    this.rootUrl = endpointsOf('google', config.providers.google.baseUrl).api;
    this.timeoutMs = config.mail.timeoutMs;
  }

  /** Sends the raw MIME; answers Gmail's message id or throws GmailSendError. */
  async send(accessToken: string, mime: string): Promise<string> {
    const auth = new OAuth2Client();
    auth.setCredentials({ access_token: accessToken });
    const client = gmail({ version: 'v1', auth, rootUrl: this.rootUrl });
    try {
      const res = await client.users.messages.send(
        { userId: 'me', requestBody: { raw: Buffer.from(mime).toString('base64url') } },
        { timeout: this.timeoutMs, retry: false },
      );
      return res.data.id ?? '';
    } catch (e) {
      const err = e as GaxiosLikeError;
      const status = err.status ?? err.response?.status ?? null;
      const headers = err.response?.headers;
      // a fetch Headers (of whichever realm made it) or a plain object
      const after =
        headers && typeof headers.get === 'function'
          ? (headers as Headers).get('retry-after')
          : ((headers as Record<string, string> | undefined)?.['retry-after'] ?? null);
      const reason =
        err.response?.data?.error?.message ?? (status ? `HTTP ${status}` : 'no answer in time');
      throw new GmailSendError(status, reason, retryAfterSeconds(after));
    }
  }
}
