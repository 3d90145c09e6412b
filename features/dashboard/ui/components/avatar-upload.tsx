// Avatar upload: pick an image (checked here to be an image of at most 2 MB), send its bytes, and show
// the new avatar at once in the dashboard and the header (both read the same profile atom).
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useSetAtom } from 'jotai';
import { useId, useState, type ChangeEvent } from 'react';
import { useToast } from '@quadkit/core/ui/toasts';
import { AVATAR_MAX_BYTES, uploadAvatar } from '../profile-api';
import { setProfileAtom } from '../profile-state';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { dashboardMessages } from '../screens/dashboard.messages';

/** Why the file cannot be an avatar, or null when it may be sent (the API still checks its bytes). */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>, locale: Locale): string | null {
  const t = translator(dashboardMessages, locale);
  if (!file.type.startsWith('image/')) return t('notImage');
  if (file.size > AVATAR_MAX_BYTES) return t('tooLarge');
  return null;
}

export function AvatarUpload() {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const setProfile = useSetAtom(setProfileAtom);
  const toast = useToast();
  const inputId = useId();
  const problemId = useId();
  const locale = useLocale();
  const t = useMessages(dashboardMessages);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so picking the same file again (after fixing something) still fires a change.
    input.value = '';
    if (!file) return;
    const reason = avatarFileProblem(file, locale);
    setProblem(reason);
    if (reason) return;
    setUploading(true);
    try {
      setProfile(await uploadAvatar(file));
      toast.success(t('photoUpdated'));
    } catch (error) {
      console.error('Avatar upload failed', error);
      setProblem(messageOf(error, t('uploadFailed')));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="avatar-upload">
      <label
        htmlFor={inputId}
        className="btn btn--secondary btn--small avatar-upload__button"
        aria-disabled={uploading}
      >
        {uploading ? t('uploading') : t('changePhoto')}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/*"
        disabled={uploading}
        aria-describedby={problem ? problemId : undefined}
        onChange={upload}
      />
      {problem ? (
        <p id={problemId} className="field__error avatar-upload__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
