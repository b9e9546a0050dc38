/** What the connections say (contract §1, §2), in plain words. */
export const ConnectionMessages = {
  stateExpired: 'The connection request has expired or is not yours: connect again',
  refused: (provider: string) => `${provider} refused the connection: connect again`,
  unavailable: (provider: string) => `${provider} did not answer: try again in a moment`,
  notConfigured: (provider: string) => `${provider} is not configured on this server`,
  refreshRefused: (provider: string) => `${provider} refused to renew access: connect again`,
} as const;
