// A user's avatar: their uploaded image, or the first letter of their e-mail in upper case on the accent colour,
// which also stands in when the image cannot be loaded (storage down, object gone).
import { useState } from 'react';
import './user-avatar.css';

interface UserAvatarProps {
  email: string;
  avatarUrl: string | null | undefined;
  size?: 'small' | 'large';
}

export function UserAvatar({ email, avatarUrl, size = 'small' }: UserAvatarProps) {
  const className = `avatar avatar--${size}`;
  const pixels = size === 'large' ? 96 : 36;
  // Remembered per URL, so a new upload gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // Decorative either way: the e-mail is always written next to it or named by the control around it.
  if (avatarUrl && failedUrl !== avatarUrl) {
    return (
      <img
        className={className}
        src={avatarUrl}
        alt=""
        width={pixels}
        height={pixels}
        onError={() => setFailedUrl(avatarUrl)}
      />
    );
  }
  return (
    <span className={className} aria-hidden="true">
      {email.charAt(0).toUpperCase() || '?'}
    </span>
  );
}
