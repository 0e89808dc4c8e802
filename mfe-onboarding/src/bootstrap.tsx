import { StandaloneShell } from '@gaido/shared/standalone';
import { createRoot } from 'react-dom/client';
import OnboardingPage from './quiz/pages/OnboardingPage';
// The design tokens, which the host loads on every page; alone, the remote loads them itself.
import '@gaido/ui/tokens.css';

// `pnpm --filter mfe-onboarding dev`: the quiz in a minimal shell, without the host.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneShell
      title="mfe-onboarding"
      routes={[
        { path: '/', element: <OnboardingPage /> },
        { path: '/onboarding', element: <OnboardingPage /> },
      ]}
    />,
  );
}
