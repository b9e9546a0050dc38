import {
  ANALYSIS_COUNTS,
  EVENT_SUBJECTS,
  EVENTS_STREAM_SUBJECTS,
  LOOKUP_KINDS,
  Requests,
  SERVICES,
  SUBJECTS_BY_SERVICE,
  deadLetterSubject,
  publisherOf,
  type EventMap,
  type EventSubject,
  type RequestSubject,
  type ServiceName,
} from './index';

type ListedSubject = {
  [S in ServiceName]: (typeof SUBJECTS_BY_SERVICE)[S][keyof (typeof SUBJECTS_BY_SERVICE)[S]];
}[ServiceName];

describe('event subjects', () => {
  it('follow <service>.<aggregate>.<past-verb> and fall inside the EVENTS stream', () => {
    for (const subject of EVENT_SUBJECTS) {
      const [service, aggregate, verb, ...rest] = subject.split('.');
      expect(rest).toEqual([]);
      expect(SERVICES).toContain(service);
      expect(aggregate).toMatch(/^[a-z][a-z-]*$/);
      expect(verb).toMatch(/^([a-z]+ed|sent|paid)$/); // past tense
      expect(EVENTS_STREAM_SUBJECTS).toContain(`${service}.>`);
    }
  });

  it("lists each service's subjects under that service only, once", () => {
    for (const [service, subjects] of Object.entries(SUBJECTS_BY_SERVICE)) {
      for (const subject of Object.values(subjects)) expect(publisherOf(subject)).toBe(service);
    }
    expect(new Set(EVENT_SUBJECTS).size).toBe(EVENT_SUBJECTS.length);
    expect(Object.keys(SUBJECTS_BY_SERVICE).sort()).toEqual([...SERVICES].sort());
  });

  it('has a payload type for every listed subject (and no other)', () => {
    // compile-time: `true` only type-checks when the subjects listed and EventMap's keys agree
    const noUnlisted: [Exclude<EventSubject, ListedSubject>] extends [never] ? true : false = true;
    const noUntyped: [Exclude<ListedSubject, EventSubject>] extends [never] ? true : false = true;
    expect([noUnlisted, noUntyped]).toEqual([true, true]);
    expect(EVENT_SUBJECTS).toHaveLength(43); // issue 24: integrations.pos-receipt.received
  });

  it('names no publisher for a subject outside the known services', () => {
    expect(publisherOf('evil.outlet.deleted')).toBeNull();
    expect(publisherOf('identity')).toBe('identity');
    expect(publisherOf('rpc.identity.lookup')).toBeNull();
    expect(deadLetterSubject('catalogue', 'identity.outlet.deleted')).toBe(
      'dlq.catalogue.identity.outlet.deleted',
    );
  });
});

describe('requests', () => {
  it('name a subject per service and kind owner', () => {
    const subjects: RequestSubject[] = [
      Requests.analysisCounts('billing'),
      Requests.lookup('inventory'),
      Requests.creditsReserve,
    ];
    expect(subjects).toEqual([
      'rpc.billing.analysis-counts',
      'rpc.inventory.lookup',
      'rpc.billing.credits-reserve',
    ]);
  });

  it('give every lookup kind exactly one owning service', () => {
    const kinds = Object.values(LOOKUP_KINDS).flat();
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds.sort()).toEqual(
      [
        'outlet',
        'owner',
        'admin-setting',
        'menu-item',
        'variant',
        'batch-item',
        'table',
        'ingredient',
        'sale',
        'inventory-item',
        'supplier',
        'purchase-order',
      ].sort(),
    );
  });

  it('count names are answered by known services', () => {
    for (const service of Object.values(ANALYSIS_COUNTS)) expect(SERVICES).toContain(service);
  });
});

// compile-time checks (the typecheck target fails if an expected error disappears)
export const typingChecks = (): void => {
  const saved: EventMap['catalogue.menu-item.saved']['revision'] = 1;
  void saved;
  // @ts-expect-error: outlet.deleted carries no revision (flows.md: no rev)
  const gone: EventMap['identity.outlet.deleted']['revision'] = 1;
  void gone;
  // @ts-expect-error: no such request subject
  const nobody: RequestSubject = 'rpc.nobody.lookup';
  void nobody;
  // @ts-expect-error: billing owns no lookup kind
  Requests.lookup('billing');
};
