/**
 * __Name__'s events (made by `npm run new-service __name__`). Subjects are
 * `__name__.<aggregate>.<past-verb>`; a payload projected by another service carries the
 * aggregate's `revision` (flows.md §0). Add each event three times: its subject here, its payload
 * interface, and the subject -> payload line in `__Name__EventMap`.
 */
export const __Name__Subjects = {} as const;

/** Subject -> payload of __name__'s events (`EventMap` in index.ts is made of every service's). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface __Name__EventMap {}
