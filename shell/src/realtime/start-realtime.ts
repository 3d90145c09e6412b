// Subscribes the shell to the 'system' channel (started after first paint by main.tsx): catalog-updated
// reruns the open route's loaders so lists refresh; joined/notice set the site banner.
import type { createStore } from 'jotai';
import { browserQueries } from '@quadkit/core/ui/data/query-cache';
import { connectSystemChannel, type ChannelHandle } from './system-channel-client';
import { siteNoticeAtom } from './site-notice';

export function startRealtime(router: { revalidate(): unknown }, store: ReturnType<typeof createStore>): ChannelHandle {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return connectSystemChannel({
    url: `${scheme}//${window.location.host}/api/realtime/system`,
    onMessage(message) {
      if (message.type === 'catalog-updated') {
        // Kept catalog answers are from before the change: mark them stale, then rerun the open route's loaders.
        browserQueries.invalidate('catalog:');
        void router.revalidate();
      }
      if (message.type === 'joined' || message.type === 'notice') store.set(siteNoticeAtom, message.notice);
    },
  });
}
