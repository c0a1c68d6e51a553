import { useEffect, useState } from 'react';
import { PROGRESS_EVENT, readProgress, writeProgress } from '../lib/guide-progress.ts';

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const page = () => location.pathname;

/**
 * The steps ticked done on this page, shared by its islands (each tick and the summary is a React root of its
 * own): a change is written to localStorage and announced on window, and another tab's change arrives as a
 * `storage` event. Empty until hydrated, as the server rendered it, so hydration never mismatches.
 */
export function useGuideProgress(): [string[], (done: string[]) => void] {
  const [done, setDone] = useState<string[]>([]);
  useEffect(() => {
    const follow = () => setDone(readProgress(storage(), page()));
    follow();
    window.addEventListener(PROGRESS_EVENT, follow);
    window.addEventListener('storage', follow);
    return () => {
      window.removeEventListener(PROGRESS_EVENT, follow);
      window.removeEventListener('storage', follow);
    };
  }, []);
  const save = (next: string[]) => {
    writeProgress(storage(), page(), next);
    setDone(next);
    window.dispatchEvent(new Event(PROGRESS_EVENT));
  };
  return [done, save];
}
