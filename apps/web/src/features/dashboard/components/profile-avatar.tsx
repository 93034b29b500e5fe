import { AUTH_MESSAGES } from '@app/contracts';
import { Camera } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { serverErrorText } from '@/lib/api-error-text';
import type { AuthUser } from '@/lib/auth';
import { PROFILE_IMAGE_MAX_BYTES, useUploadProfileImage } from '../api/upload-profile-image';

/** The avatar with its upload button; the new image shows here and in the header as soon as it is saved. */
export function ProfileAvatar({ user }: { user: AuthUser }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage();

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(AUTH_MESSAGES.imageOnly);
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return void toast.error(AUTH_MESSAGES.imageTooLarge);
    upload.mutate(file, {
      onSuccess: () => toast.success('Profile photo updated'),
      onError: (error) => toast.error(serverErrorText(error) ?? AUTH_MESSAGES.imageUploadFailed),
    });
  };

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:gap-5">
      <UserAvatar name={user.name} image={user.profileImage} size="lg" label={`Profile photo of ${user.name}`} />
      <div className="text-center sm:text-left">
        <Button variant="secondary" size="sm" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
          <Camera aria-hidden="true" className="size-4" />
          {upload.isPending ? 'Uploading…' : user.profileImage ? 'Change photo' : 'Upload photo'}
        </Button>
        <p className="mt-2 text-sm text-slate-600">JPEG, PNG, WebP or GIF, up to 5 MB.</p>
        {/* The visible button opens this; hidden so it is neither a second tab stop nor announced twice. */}
        <input ref={inputRef} type="file" accept="image/*" hidden aria-label="Profile photo" onChange={onFileChosen} />
      </div>
    </div>
  );
}
