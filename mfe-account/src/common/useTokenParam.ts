import { useSearchParams } from 'react-router-dom';

export function useTokenParam(): string | null {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token?.trim() ? token.trim() : null;
}
