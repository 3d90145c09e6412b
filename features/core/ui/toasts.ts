// Toast state and the useToast() hook any feature calls; the shell draws them with <Toaster/>.
import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** docs/product.md#limits: 3 visible at once, each for 4000 ms. */
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS = 4000;

let nextId = 1;

/** Oldest first, so the newest renders last. */
export const toastsAtom = atom<readonly Toast[]>([]);

/** Adds a toast; when that makes more than three, the oldest ones make room rather than queueing. */
export const pushToastAtom = atom(null, (get, set, toast: Omit<Toast, 'id'>) => {
  const next = [...get(toastsAtom), { ...toast, id: nextId++ }];
  set(toastsAtom, next.slice(-MAX_VISIBLE_TOASTS));
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

/** Stable across renders, so it is safe in effect dependency lists. */
export function useToast(): ToastApi {
  const push = useSetAtom(pushToastAtom);
  return useMemo(
    () => ({
      success: (message) => push({ kind: 'success', message }),
      error: (message) => push({ kind: 'error', message }),
      info: (message) => push({ kind: 'info', message }),
    }),
    [push],
  );
}
