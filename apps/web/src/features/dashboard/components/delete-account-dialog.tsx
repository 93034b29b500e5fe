import { ACCOUNT_DELETED_REDIRECT_MS, AUTH_MESSAGES } from '@app/contracts';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/form-field';
import { isNetworkError, serverErrorText } from '@/lib/api-error-text';
import { useAuth } from '@/lib/auth';
import { useDeleteAccount } from '../api/delete-account';
import { DialogActions } from '@/components/ui/dialog-actions';

/** player.md §8 Account deletion: server text, else 'Failed to delete account'; no answer at all is a network error. */
function deletionErrorText(error: unknown): string {
  if (isNetworkError(error)) return AUTH_MESSAGES.deleteAccountError;
  return serverErrorText(error) ?? AUTH_MESSAGES.deleteAccountFailed;
}

/** 'Delete account' with its confirmation; after success the session ends and the user lands on /. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const deleted = remove.isSuccess;

  useEffect(() => {
    if (!deleted) return;
    const timer = window.setTimeout(() => {
      // The server has already ended every session of the account, so there is nothing to revoke.
      signOut({ revoke: false });
      navigate('/', { replace: true });
    }, ACCOUNT_DELETED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [deleted, navigate, signOut]);

  const onOpenChange = (next: boolean) => {
    if (deleted || remove.isPending) return;
    if (!next) remove.reset();
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="danger">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription className="mt-2">
          Your personal details, profile photo and saved cards are erased and you are logged out. Records of past
          bookings and payments are kept without your name, as the law requires. This cannot be undone.
        </DialogDescription>
        {deleted ? (
          <FormMessage tone="success" className="mt-5">
            {remove.data || AUTH_MESSAGES.accountDeleted} Taking you to the home page…
          </FormMessage>
        ) : (
          <>
            {remove.isError && <FormMessage className="mt-5">{deletionErrorText(remove.error)}</FormMessage>}
            <DialogActions busy={remove.isPending} className="mt-6">
              <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
                {remove.isPending ? 'Deleting…' : 'Delete my account'}
              </Button>
            </DialogActions>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
