// The site-wide notice from the 'system' channel (set by an admin), drawn by the shell's banner.
import { atom } from 'jotai';
import type { SiteNotice } from '@quadkit/core/shared/realtime';

export const siteNoticeAtom = atom<SiteNotice | null>(null);
