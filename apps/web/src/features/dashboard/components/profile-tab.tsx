import { AUTH_MESSAGES, PROFILE_POPULAR_SPORTS, profileUpdateSchema } from '@app/contracts';
import { formatVenueDate } from '@app/domain';
import { clsx } from 'clsx';
import { Check, Pencil } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverErrorText } from '@/lib/api-error-text';
import type { AuthUser } from '@/lib/auth';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile';
import { ProfileAvatar } from './profile-avatar';

interface ProfileDraft {
  name: string;
  dateOfBirth: string;
  phone: string;
  location: string;
  favouriteSports: string[];
}

const draftOf = (user: AuthUser): ProfileDraft => ({
  name: user.name,
  dateOfBirth: user.dateOfBirth ?? '',
  phone: user.phone ?? '',
  location: user.location ?? '',
  favouriteSports: [...user.favouriteSports],
});

/** '1992-05-14' → '14 May 1992' (UK format, no time-zone shift for a plain date). */
function formatDate(isoDate: string | null): string | null {
  if (!isoDate) return null;
  return formatVenueDate(isoDate, { day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB');
}

/** Profile tab (player.md §2): view mode, then Edit Profile with Save Changes and Cancel. */
export function ProfileTab({ user }: { user: AuthUser }) {
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // The button that was pressed disappears while editing; focus goes back to it afterwards.
  useEffect(() => {
    if (wasEditing.current && !editing) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-xl font-semibold text-slate-900">Profile Information</h2>
        {!editing && (
          <Button ref={editButtonRef} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </Button>
        )}
      </div>
      <div className="mt-6">
        <ProfileAvatar user={user} />
      </div>
      <div className="mt-8">
        {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ProfileDetails user={user} />}
      </div>
    </div>
  );
}

function ProfileDetails({ user }: { user: AuthUser }) {
  const rows: [string, string | null][] = [
    ['Full name', user.name],
    ['Email', user.email],
    ['Date of birth', formatDate(user.dateOfBirth)],
    ['Phone', user.phone],
    ['Location', user.location],
  ];
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 break-words text-slate-900">
            {value || <span className="text-slate-500">Not set</span>}
          </dd>
        </div>
      ))}
      <div className="sm:col-span-2">
        <dt className="text-sm font-medium text-slate-600">Favourite sports</dt>
        <dd className="mt-2">
          {user.favouriteSports.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="Favourite sports">
              {user.favouriteSports.map((sport) => (
                <li key={sport} className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900">
                  {sport}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-slate-500">None chosen yet</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

function ProfileForm({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const update = useUpdateProfile();
  // A copy of the user: Cancel simply drops it, which reverts every field.
  const [draft, setDraft] = useState(() => draftOf(user));
  const [nameError, setNameError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const sportOptions = [
    ...PROFILE_POPULAR_SPORTS,
    ...user.favouriteSports.filter((sport) => !(PROFILE_POPULAR_SPORTS as readonly string[]).includes(sport)),
  ];

  // Editing starts in the first field (the Edit Profile button that had focus is gone).
  useEffect(() => document.getElementById('profile-name')?.focus(), []);

  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const toggleSport = (sport: string) =>
    set(
      'favouriteSports',
      draft.favouriteSports.includes(sport)
        ? draft.favouriteSports.filter((item) => item !== sport)
        : [...draft.favouriteSports, sport],
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const changes: ProfileChanges = {
      name: draft.name.trim(),
      dateOfBirth: draft.dateOfBirth || null,
      phone: draft.phone.trim() || null,
      location: draft.location.trim() || null,
      preferredSports: draft.favouriteSports,
    };
    const checked = profileUpdateSchema.safeParse(changes);
    const nameIssue = checked.success
      ? null
      : (checked.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? null);
    setNameError(nameIssue);
    if (nameIssue) return document.getElementById('profile-name')?.focus();
    if (!checked.success) return setServerError(checked.error.issues[0]?.message ?? AUTH_MESSAGES.profileUpdateFailed);
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.profileUpdated);
        onDone();
      },
      onError: (error) => setServerError(serverErrorText(error) ?? AUTH_MESSAGES.profileUpdateFailed),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-name" label="Full name" error={nameError}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              value={draft.name}
              onChange={(event) => set('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField id="profile-date-of-birth" label="Date of birth">
          {(control) => (
            <Input
              {...control}
              type="date"
              autoComplete="bday"
              value={draft.dateOfBirth}
              onChange={(event) => set('dateOfBirth', event.target.value)}
            />
          )}
        </FormField>
        <FormField id="profile-phone" label="Phone">
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              value={draft.phone}
              onChange={(event) => set('phone', event.target.value)}
            />
          )}
        </FormField>
        <FormField id="profile-location" label="Location">
          {(control) => (
            <Input
              {...control}
              autoComplete="address-level2"
              placeholder="e.g. Camden, London"
              value={draft.location}
              onChange={(event) => set('location', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Favourite sports</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {sportOptions.map((sport) => {
            const chosen = draft.favouriteSports.includes(sport);
            return (
              <button
                key={sport}
                type="button"
                aria-pressed={chosen}
                onClick={() => toggleSport(sport)}
                className={clsx(
                  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                  chosen
                    ? 'border-emerald-700 bg-emerald-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {chosen && <Check aria-hidden="true" className="size-4" />}
                {sport}
              </button>
            );
          })}
        </div>
      </fieldset>
      {serverError && <FormMessage>{serverError}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
