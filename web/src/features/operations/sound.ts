/**
 * The dashboards' sound cue (issue 12): a short two-tone chime made by the Web Audio API (no
 * sound file), and the Sound on/off choice kept in localStorage. Browsers let a page make sound
 * only after a user gesture, so the audio context is made and resumed on the first tap.
 */
export const SOUND_PREFERENCE_KEY = 'mise.operations.sound';

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem'>;

/** The browser's localStorage, or null where it cannot be used (private modes, tests). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Whether sound is on: on unless the user turned it off on this device. */
export function readSoundOn(storage: ReadStorage | null): boolean {
  try {
    return storage?.getItem(SOUND_PREFERENCE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Remembers the choice on this device (silently nothing where storage is refused). */
export function writeSoundOn(storage: WriteStorage | null, on: boolean): void {
  try {
    storage?.setItem(SOUND_PREFERENCE_KEY, on ? 'on' : 'off');
  } catch {
    // A full or refused storage keeps the choice for this visit only.
  }
}

/** What the cue needs of an `AudioContext` (a fake in the tests). */
export interface AudioContextLike {
  readonly state: string;
  readonly currentTime: number;
  readonly destination: AudioNode;
  resume(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

/** The browser's AudioContext, or null where there is none. */
export function browserAudioContext(): AudioContextLike | null {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  return Context ? new Context() : null;
}

/** Two notes, up a fourth: 0.35 s in all. */
const NOTES = [
  { frequency: 660, start: 0, length: 0.15 },
  { frequency: 880, start: 0.17, length: 0.18 },
];

export class SoundCue {
  private context: AudioContextLike | null = null;

  constructor(private readonly makeContext: () => AudioContextLike | null = browserAudioContext) {}

  /** True once the browser lets the page play sound. */
  get ready(): boolean {
    return this.context?.state === 'running';
  }

  /** Call from a user gesture: makes and resumes the audio context. Answers whether it plays. */
  async unlock(): Promise<boolean> {
    try {
      this.context ??= this.makeContext();
      if (this.context && this.context.state !== 'running') await this.context.resume();
    } catch {
      return false;
    }
    return this.ready;
  }

  /** Plays the chime; answers false (and plays nothing) until unlocked. */
  play(): boolean {
    const context = this.context;
    if (!context || context.state !== 'running') return false;
    const t0 = context.currentTime;
    for (const note of NOTES) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(note.frequency, t0 + note.start);
      gain.gain.setValueAtTime(0.0001, t0 + note.start);
      gain.gain.exponentialRampToValueAtTime(0.4, t0 + note.start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.start + note.length);
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(t0 + note.start);
      oscillator.stop(t0 + note.start + note.length + 0.02);
    }
    return true;
  }
}
