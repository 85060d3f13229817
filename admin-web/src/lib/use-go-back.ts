import { useNavigate } from 'react-router-dom';

/** Back within the app, or to `fallback` when the page was opened directly (nothing to go back to). */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
