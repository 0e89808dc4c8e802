import type { ComponentType } from 'react';
import type { HostPage } from './routeTable';

/** The host's own pages, a chunk each (code and CSS), loaded when their route opens. */
export const hostPageModules: Record<HostPage, () => Promise<{ default: ComponentType }>> = {
  home: () => import('../pages/HomePage'),
  about: () => import('../pages/AboutPage'),
  terms: () => import('../pages/TermsPage'),
  privacy: () => import('../pages/PrivacyPage'),
  notFound: () => import('../pages/NotFoundPage'),
};
