/**
 * How fast other seats' moves play at the table (issue 45), kept on this device: 1×, 2× or at once.
 * One setting for every table open on the page, so changing it at one table paces them all.
 */
import { useSyncExternalStore } from 'react';

export const SPEEDS = ['1', '2', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

/** One step at 1×: long enough to follow a piece from the desk to its post, short enough not to wait. */
const STEP_MS = 700;
const KEY = 'tabula.paceSpeed';
const listeners = new Set<() => void>();

export function stepMsOf(speed: Speed): number {
  return speed === 'instant' ? 0 : STEP_MS / Number(speed);
}

function readSpeed(): Speed {
  try {
    const v = localStorage.getItem(KEY);
    return (SPEEDS as readonly string[]).includes(v ?? '') ? (v as Speed) : '1';
  } catch {
    return '1';
  }
}

export function setSpeed(speed: Speed): void {
  try {
    localStorage.setItem(KEY, speed);
  } catch {
    // Storage refused (a private window): the speed holds for this page only.
    memory = speed;
  }
  for (const fn of listeners) fn();
}

let memory: Speed | null = null;

function current(): Speed {
  return memory ?? readSpeed();
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function useSpeed(): Speed {
  return useSyncExternalStore(subscribe, current, current);
}

/** The speed now, for the pacer's timers (read at each step, so a change applies at once). */
export const currentSpeed = current;
