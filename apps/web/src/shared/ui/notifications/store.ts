import { useSyncExternalStore } from 'react';

export type NotificationType = 'success' | 'error';

export interface AppNotification {
  id: number;
  type: NotificationType;
  message: string;
}

let items: readonly AppNotification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly AppNotification[]): void {
  items = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a notification (success unless told otherwise). A message already on screen is not
 * shown twice: several requests failing together should produce one notice, not a stack.
 */
export function notify(message: string, type: NotificationType = 'success'): void {
  if (items.some((item) => item.message === message && item.type === type)) return;
  publish([...items, { id: nextId++, type, message }]);
}

export function dismissNotification(id: number): void {
  publish(items.filter((item) => item.id !== id));
}

export function clearNotifications(): void {
  publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useNotificationList = (): readonly AppNotification[] =>
  useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
