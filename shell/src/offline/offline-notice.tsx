// The notice above every screen while it shows saved content (offline, or answered from the service worker's cache).
import { useOffline } from './use-offline';
import './offline-notice.css';

export const OFFLINE_NOTICE = "You're offline. Showing saved content.";

export function OfflineNotice() {
  const offline = useOffline();
  // The live region stays mounted, so screen readers announce the text when it appears.
  return (
    <div className="offline-notice" role="status" data-visible={offline}>
      {offline ? OFFLINE_NOTICE : null}
    </div>
  );
}
