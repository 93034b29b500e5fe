import { useEffect, useRef } from 'react';
import { FormMessage } from '@/components/ui/form-field';

/**
 * A form's problems in one alert, brought into view when they change: the button that found them is
 * often at the foot of a long form or modal, out of sight of the message.
 */
export function ProblemList({ problems }: { problems: readonly string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = problems.join('\n');
  useEffect(() => {
    if (text) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [text]);
  if (problems.length === 0) return null;
  return (
    <div ref={ref}>
      <FormMessage>
        {problems.length === 1 ? (
          problems[0]
        ) : (
          <ul className="space-y-1">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </FormMessage>
    </div>
  );
}
