/**
 * Knowing it's your turn (issue 23): while a seat this device plays owes a decision (in turn or
 * not), the tab title gets a marker and the favicon a badge; when one becomes owed, an optional
 * sound (off by default) and — only after the person opted in with a button, and only while the
 * tab is hidden — a desktop notification. Preferences are remembered in `localStorage`.
 */
import { useEffect, useRef, useState } from 'react';

const SOUND_KEY = 'tabula.turnSound';
const NOTIFY_KEY = 'tabula.turnNotify';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string, on: boolean): void {
  try {
    localStorage.setItem(key, on ? '1' : '0');
  } catch {
    /* not remembered, still switched for this page */
  }
}

export type NotifyState = 'unsupported' | 'off' | 'on' | 'denied';

function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.Notification === 'function';
}

function notifyState(optedIn: boolean, permission: NotificationPermission | null): NotifyState {
  if (permission === null) return 'unsupported';
  if (permission === 'denied') return 'denied';
  return optedIn && permission === 'granted' ? 'on' : 'off';
}

const readPermission = (): NotificationPermission | null => (notificationsSupported() ? Notification.permission : null);

/**
 * The browser's notification permission, read once and again whenever the page comes back into
 * view (where a person changes it). Each read of `Notification.permission` asks the browser: read
 * on every render of the match page, it made main-thread tasks of 84–137 ms during a bot's turn
 * at 4× CPU throttling (issue 45's trace).
 */
function usePermission(): [NotificationPermission | null, (p: NotificationPermission | null) => void] {
  const [permission, setPermission] = useState(readPermission);
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') setPermission(readPermission());
    };
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, []);
  return [permission, setPermission];
}

/** The sound and notification preferences, with the opt-in that asks the browser's permission. */
export function useAlertPrefs() {
  const [sound, setSoundState] = useState(() => readFlag(SOUND_KEY));
  const [optedIn, setOptedIn] = useState(() => readFlag(NOTIFY_KEY));
  const [permission, setPermission] = usePermission();
  const notify = notifyState(optedIn, permission);
  return {
    sound,
    setSound(on: boolean) {
      writeFlag(SOUND_KEY, on);
      setSoundState(on);
    },
    notify,
    /** Asked only from the person's click: the browser's permission prompt follows it. */
    async enableNotify() {
      if (!notificationsSupported()) return;
      const p = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
      writeFlag(NOTIFY_KEY, p === 'granted');
      setOptedIn(p === 'granted');
      setPermission(p);
    },
    disableNotify() {
      writeFlag(NOTIFY_KEY, false);
      setOptedIn(false);
    },
  };
}

const BASE_ICON =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect x='2' y='2' width='28' height='28' rx='6' fill='%233b2a1e'/><text x='16' y='23' font-size='20' text-anchor='middle' fill='white' font-family='sans-serif' font-weight='bold'>T</text>";

/** The favicon as a data URL, with a red badge when a decision is owed. */
function faviconHref(badge: boolean): string {
  const dot = badge ? "<circle cx='25' cy='7' r='7' fill='%23e02020' stroke='white' stroke-width='2'/>" : '';
  return `data:image/svg+xml,${BASE_ICON}${dot}</svg>`;
}

function setFavicon(badge: boolean): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = faviconHref(badge);
  link.dataset.badge = badge ? '1' : '0';
}

/** A short two-note chime (Web Audio; silent where there is none). */
function chime(): void {
  try {
    const Ctx =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    [660, 880].forEach((f, i) => {
      const o = ctx.createOscillator();
      const g = ctx.createGain();
      o.frequency.value = f;
      g.gain.setValueAtTime(0.15, ctx.currentTime + i * 0.15);
      g.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + i * 0.15 + 0.3);
      o.connect(g).connect(ctx.destination);
      o.start(ctx.currentTime + i * 0.15);
      o.stop(ctx.currentTime + i * 0.15 + 0.3);
    });
    setTimeout(() => void ctx.close(), 1000);
  } catch {
    /* no sound */
  }
}

/**
 * Signals owed decisions: `owed` lists the seats this device plays that owe one now. A seat that
 * joins the list is a new decision, which chimes and notifies once (a seat's several steps in one
 * turn do not).
 */
export function useTurnSignals(
  owed: readonly number[],
  text: { title: string; body: string },
  prefs: { sound: boolean; notify: NotifyState },
): void {
  const last = useRef<readonly number[]>([]);
  const any = owed.length > 0;
  const key = owed.join(',');
  useEffect(() => {
    document.title = any ? `● ${text.title} — Tabula` : 'Tabula';
    setFavicon(any);
  }, [any, text.title]);
  useEffect(
    () => () => {
      document.title = 'Tabula';
      setFavicon(false);
    },
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of who owes a decision (`key`) alerts; the texts and preferences of that moment are read, a change of them alone must not chime.
  useEffect(() => {
    const before = last.current;
    last.current = owed;
    if (!owed.some((s) => !before.includes(s))) return;
    if (prefs.sound) chime();
    if (prefs.notify === 'on' && document.visibilityState === 'hidden') {
      try {
        const n = new Notification(text.title, { body: text.body, tag: 'tabula-turn' });
        n.onclick = () => {
          window.focus();
          n.close();
        };
      } catch {
        /* some browsers only notify from a service worker: the title and favicon still say it */
      }
    }
  }, [key]);
}
