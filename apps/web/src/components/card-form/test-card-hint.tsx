import { FormMessage } from '@/components/ui/form-field';

/** Above the sandbox's card fields: which numbers work in test mode. */
export function TestCardHint() {
  return (
    <FormMessage tone="info">
      Test mode: use a test card such as <strong>4242 4242 4242 4242</strong> with any future expiry date and any
      3-digit CVC.
    </FormMessage>
  );
}
