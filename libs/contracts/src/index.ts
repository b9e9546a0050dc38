export * from './services';
export * from './envelope';
export * from './enums';
export * from './identity.events';
export * from './rpc';

import type { IdentityEventMap } from './identity.events';

/** Subject -> payload type for every event on the bus. Each service adds its map here. */
export type EventMap = IdentityEventMap;
export type EventSubject = keyof EventMap;
