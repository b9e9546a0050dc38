import {
  SOUND_PREFERENCE_KEY,
  SoundCue,
  readSoundOn,
  writeSoundOn,
  type AudioContextLike,
} from './sound';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('sound preference', () => {
  it('is on until the user turns it off', () => {
    expect(readSoundOn(memoryStorage())).toBe(true);
    expect(readSoundOn(null)).toBe(true);
  });

  it('remembers off and on again on this device', () => {
    const storage = memoryStorage();
    writeSoundOn(storage, false);
    expect(storage.getItem(SOUND_PREFERENCE_KEY)).toBe('off');
    expect(readSoundOn(storage)).toBe(false);
    writeSoundOn(storage, true);
    expect(readSoundOn(storage)).toBe(true);
  });

  it('stays on, without failing, where storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeSoundOn(refusing, false)).not.toThrow();
    expect(readSoundOn(refusing)).toBe(true);
  });
});

/** An AudioContext that starts suspended, as browsers make it before a gesture. */
function fakeContext() {
  const param = () => ({
    setValueAtTime: jest.fn(),
    exponentialRampToValueAtTime: jest.fn(),
  });
  const started: number[] = [];
  const context = {
    state: 'suspended',
    currentTime: 0,
    destination: {} as AudioNode,
    resume: jest.fn(async () => {
      context.state = 'running';
    }),
    createOscillator: () =>
      ({
        type: 'sine',
        frequency: param(),
        connect: jest.fn(),
        start: (at: number) => started.push(at),
        stop: jest.fn(),
      }) as unknown as OscillatorNode,
    createGain: () => ({ gain: param(), connect: jest.fn() }) as unknown as GainNode,
  };
  return { context: context as AudioContextLike & { state: string }, started };
}

describe('sound cue', () => {
  it('plays nothing before the first tap unlocks it', async () => {
    const { context, started } = fakeContext();
    const cue = new SoundCue(() => context);
    expect(cue.ready).toBe(false);
    expect(cue.play()).toBe(false);
    expect(started).toEqual([]);
    expect(await cue.unlock()).toBe(true);
    expect(cue.ready).toBe(true);
    expect(cue.play()).toBe(true);
    expect(started).toHaveLength(2);
  });

  it('stays silent where the browser has no Web Audio', async () => {
    const cue = new SoundCue(() => null);
    expect(await cue.unlock()).toBe(false);
    expect(cue.play()).toBe(false);
  });
});
