import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { FailureScreen } from './failure-screen';

/** Router `errorElement`: errors thrown while rendering or loading a route (including a failed lazy chunk). */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to render', error);
  }, [error]);
  return <FailureScreen />;
}
