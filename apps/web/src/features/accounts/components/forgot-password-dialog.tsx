import { AUTH_MESSAGES } from '@app/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/form-field';
import { serverErrorText } from '@/lib/api-error-text';
import { useForgotPassword } from '../api/forgot-password';
import { EmailAddressField } from './email-address-field';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-fills the address typed on the login form. */
  initialEmail: string;
  /** The 'Forgot password?' button; as the dialog's trigger it gets focus back when the dialog closes. */
  trigger: ReactNode;
}

/** 'Forgot password?' popup (player.md §2, §8): the answer never reveals whether an account exists. */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail, trigger }: ForgotPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {/* Mounted only while open, so every opening starts with a fresh form. */}
      {open && <ForgotPasswordContent initialEmail={initialEmail} />}
    </Dialog>
  );
}

function ForgotPasswordContent({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const forgot = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through portals: without this the login form around the trigger submits too.
    event.stopPropagation();
    forgot.mutate(email.trim());
  };

  const failure = forgot.isError ? (serverErrorText(forgot.error) ?? AUTH_MESSAGES.somethingWentWrong) : null;

  return (
    <DialogContent>
      <DialogTitle>Reset your password</DialogTitle>
      <DialogDescription className="mt-1">
        Enter the email address of your account and we will send you a reset link.
      </DialogDescription>
      {forgot.isSuccess ? (
        <div className="mt-5 space-y-5">
          <FormMessage tone="success">{forgot.data || AUTH_MESSAGES.forgotPasswordSent}</FormMessage>
          <DialogClose asChild>
            <Button className="w-full">Done</Button>
          </DialogClose>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-5 space-y-4">
          <EmailAddressField
            id="forgot-email"
            value={email}
            onChange={setEmail}
            describedBy={failure ? 'forgot-error' : undefined}
          />
          {failure && (
            <FormMessage>
              <span id="forgot-error">{failure}</span>
            </FormMessage>
          )}
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending…' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </DialogContent>
  );
}
