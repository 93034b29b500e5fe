import { formatPence, SPLIT_MAX_PEOPLE, SPLIT_MIN_PEOPLE } from '@app/contracts';
import { Mail, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { splitShares } from '@app/domain';
import {
  isValidPeopleCount,
  NO_SPLIT,
  resizeInviteEmails,
  validateSplit,
  type SplitSettings,
} from '@/lib/split-payment';

interface SplitPaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  totalPence: number;
  split: SplitSettings;
  onChange: (split: SplitSettings) => void;
}

/** 'Split this payment?' on the venue page and at checkout: how many share the cost and who is invited (player.md §5). */
export function SplitPaymentDialog({ open, onOpenChange, totalPence, split, onChange }: SplitPaymentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {/* Mounted per opening, so the form starts from the settings in force. */}
        {open && (
          <SplitPaymentForm
            totalPence={totalPence}
            split={split}
            onChange={onChange}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SplitPaymentForm({
  totalPence,
  split,
  onChange,
  onDone,
}: Omit<SplitPaymentDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const peopleId = useId();
  const errorId = useId();
  const [peopleText, setPeopleText] = useState(String(split.numberOfPeople));
  const [emails, setEmails] = useState(() => resizeInviteEmails(split.inviteEmails, split.numberOfPeople));
  const [error, setError] = useState<string | null>(null);

  const people = Number(peopleText);
  const validPeople = peopleText.trim() !== '' && isValidPeopleCount(people);
  const shares = validPeople ? splitShares(totalPence, people) : null;

  const handlePeopleChange = (text: string) => {
    setPeopleText(text);
    setError(null);
    const count = Number(text);
    if (text.trim() !== '' && isValidPeopleCount(count)) setEmails((current) => resizeInviteEmails(current, count));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateSplit(validPeople ? people : Number.NaN, emails);
    if (problem) {
      setError(problem);
      return;
    }
    onChange({
      enabled: true,
      numberOfPeople: people,
      inviteEmails: emails.map((email) => email.trim()),
      paymentLinkGenerated: true,
    });
    onDone();
  };

  const handleCancelSplit = () => {
    onChange(NO_SPLIT);
    onDone();
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <div className="space-y-1 pr-10">
        <DialogTitle className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5 text-emerald-700" />
          Split this payment?
        </DialogTitle>
        <DialogDescription>
          Share the cost equally. The total of {formatPence(totalPence)} is divided between everyone, including you.
        </DialogDescription>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={peopleId}>Number of people (including you)</Label>
        <Input
          id={peopleId}
          type="number"
          inputMode="numeric"
          min={SPLIT_MIN_PEOPLE}
          max={SPLIT_MAX_PEOPLE}
          step={1}
          value={peopleText}
          onChange={(event) => handlePeopleChange(event.target.value)}
          aria-invalid={!validPeople || undefined}
          className="max-w-32"
        />
        <p className="text-xs text-slate-700">
          Between {SPLIT_MIN_PEOPLE} and {SPLIT_MAX_PEOPLE} people.
        </p>
      </div>

      <div role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950">
        {shares ? (
          <>
            <p>
              Each person pays <strong>{formatPence(shares.other)}</strong>
            </p>
            {shares.organiser !== shares.other && (
              <p>
                You pay <strong>{formatPence(shares.organiser)}</strong> (including the odd pence)
              </p>
            )}
          </>
        ) : (
          <p>Enter how many people are sharing to see each share.</p>
        )}
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">Who should we invite?</legend>
        {emails.map((email, index) => (
          <EmailField
            key={index}
            index={index}
            value={email}
            onChange={(value) => {
              setError(null);
              setEmails((current) => current.map((entry, position) => (position === index ? value : entry)));
            }}
            describedBy={error ? errorId : undefined}
          />
        ))}
      </fieldset>

      <p className="flex gap-2 text-xs text-slate-700">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Invites are e-mailed when you pay for the booking. Everyone pays their own share; any share still unpaid 4 hours
        before the start is charged to you.
      </p>

      {error && (
        <p
          id={errorId}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {error}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={handleCancelSplit}>
          Cancel split payment
        </Button>
        <Button type="submit">Send invites</Button>
      </div>
    </form>
  );
}

function EmailField({
  index,
  value,
  onChange,
  describedBy,
}: {
  index: number;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Email of person {index + 2}</Label>
      <Input
        id={id}
        type="email"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
      />
    </div>
  );
}
