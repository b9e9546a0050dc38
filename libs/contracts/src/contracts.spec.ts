import { EVENTS_STREAM_SUBJECTS, IdentitySubjects, SERVICES } from './index';

describe('event subjects', () => {
  it('follow <service>.<aggregate>.<past-verb> and fall inside the EVENTS stream', () => {
    for (const subject of Object.values(IdentitySubjects)) {
      const [service, aggregate, verb] = subject.split('.');
      expect(SERVICES).toContain(service);
      expect(aggregate).toMatch(/^[a-z][a-z-]*$/);
      expect(verb).toMatch(/ed$/);
      expect(EVENTS_STREAM_SUBJECTS).toContain(`${service}.>`);
    }
  });
});
