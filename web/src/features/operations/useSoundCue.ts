import { useCallback, useEffect, useState } from 'react';
import { SoundCue, browserStorage, readSoundOn, writeSoundOn } from './sound';

export interface SoundControl {
  /** The user's choice (remembered on this device). */
  on: boolean;
  /** The browser lets the page play sound (after the first tap). */
  ready: boolean;
  setOn: (on: boolean) => void;
  /** Plays the chime when sound is on and unlocked. */
  play: () => void;
}

/**
 * The dashboards' sound: the remembered on/off choice, and the audio unlocked by the first tap or
 * key press anywhere on the page (browsers refuse sound before a user gesture).
 */
export function useSoundCue(): SoundControl {
  const [cue] = useState(() => new SoundCue());
  const [on, setOnState] = useState(() => readSoundOn(browserStorage()));
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready) return;
    const unlock = () => {
      void cue.unlock().then(setReady);
    };
    window.addEventListener('pointerdown', unlock, true);
    window.addEventListener('keydown', unlock, true);
    return () => {
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
    };
  }, [cue, ready]);

  const setOn = useCallback((next: boolean) => {
    setOnState(next);
    writeSoundOn(browserStorage(), next);
  }, []);

  const play = useCallback(() => {
    if (on) cue.play();
  }, [cue, on]);

  return { on, ready, setOn, play };
}
