import { useNavigation } from 'react-router';

/** Thin bar at the top while the router loads the next page's code, so slow networks still get feedback. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-emerald-100"
    >
      <div className="h-full w-2/5 bg-emerald-600 motion-safe:animate-progress" />
    </div>
  );
}
