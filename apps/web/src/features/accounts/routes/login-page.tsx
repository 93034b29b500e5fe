import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** /login (player.md §2). Where the user goes afterwards is decided by the signed-out route guard. */
export default function LoginPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      title="Log In"
      subtitle="Welcome back! Log in to book venues and manage your bookings."
      footer={
        <>
          New here?{' '}
          <Link to="/register" className="font-semibold text-emerald-800 underline underline-offset-2">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm idPrefix="player" forgotPasswordOpen={searchParams.get('forgot') === '1'} />
    </AuthCard>
  );
}
