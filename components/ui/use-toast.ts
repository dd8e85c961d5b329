'use client';
// Toast store (spec §4): at most one toast at a time, a new one replaces the older,
// auto-dismiss after 5000 ms unless `duration` is Infinity, can be dismissed or updated.
// The store lives at module level so `toast()` works from any client code (event handlers,
// effects, after a server action) without a context; <Toaster /> subscribes and renders it.
import * as React from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** Time a dismissed toast stays mounted so its close animation can run. */
const TOAST_REMOVE_DELAY_MS = 300;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss; defaults to 5000. Infinity keeps it until dismissed. */
  duration?: number;
  /** One button in the toast (e.g. 'Tekrar dene'); pressing it also closes the toast. */
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

type State = { toasts: ToastItem[] };

let state: State = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function setState(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setState({ toasts: state.toasts.filter((t) => t.id !== id) });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string) {
  const closing = state.toasts.filter((t) => id === undefined || t.id === id);
  if (closing.length === 0) return;
  setState({
    toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
  });
  for (const t of closing) scheduleRemoval(t.id);
}

function updateToast(id: string, options: ToastOptions) {
  setState({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...options } : t)) });
}

/** Shows a toast, replacing the current one. Returns a handle to dismiss or update it. */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: ToastItem = { variant: 'default', duration: TOAST_DURATION_MS, ...options, id, open: true };
  setState({ toasts: [item, ...state.toasts].slice(0, TOAST_LIMIT) });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => updateToast(id, next),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const emptyState: State = { toasts: [] };

/** React binding: the current toasts plus the imperative helpers. */
export function useToast() {
  const snapshot = React.useSyncExternalStore(subscribe, () => state, () => emptyState);
  return { toasts: snapshot.toasts, toast, dismiss: dismissToast };
}
