/** Query-key factories: every query and every invalidation of the platform uses these. */
import type { GEM_SORTS } from '@gaido/contracts/limits';

/** The orders the gem list accepts (its contract's). */
type GemSort = (typeof GEM_SORTS)[number];

export interface GemListParams {
  page?: number;
  limit?: number;
  sort?: GemSort;
  order?: 'ASC' | 'DESC';
}

export interface GemsByCityParams {
  limit?: number;
  sort?: GemSort;
  order?: 'ASC' | 'DESC';
  featureCategoryId?: string;
  guideId?: string;
}

export const queryKeys = {
  gems: {
    all: ['gems'] as const,
    list: (params: GemListParams = {}) => ['gems', 'list', params] as const,
    byCity: (cityId: string, params: GemsByCityParams = {}) => ['gems', 'city', cityId, params] as const,
    detail: (gemId: string) => ['gems', 'detail', gemId] as const,
    featureCategories: () => ['gems', 'feature-categories'] as const,
  },
  favorites: {
    all: ['favorites'] as const,
    folders: () => ['favorites', 'folders'] as const,
    folderGems: (folderId: string) => ['favorites', 'folder-gems', folderId] as const,
    status: (gemId: string) => ['favorites', 'status', gemId] as const,
    byCity: (cityId: string) => ['favorites', 'city', cityId] as const,
  },
  guides: {
    all: ['guides'] as const,
    list: (params: Record<string, unknown> = {}) => ['guides', 'list', params] as const,
    detail: (guideId: string) => ['guides', 'detail', guideId] as const,
  },
  tours: {
    all: ['tours'] as const,
    list: (params: Record<string, unknown> = {}) => ['tours', 'list', params] as const,
    byCity: (city: string) => ['tours', 'city', city] as const,
    detail: (tour: string) => ['tours', 'detail', tour] as const,
  },
  cities: {
    all: ['cities'] as const,
    list: () => ['cities', 'list'] as const,
    detail: (city: string) => ['cities', 'detail', city] as const,
    lookup: (city: string, country?: string) => ['cities', 'lookup', city, country ?? ''] as const,
  },
  profile: {
    all: ['profile'] as const,
    me: () => ['profile', 'me'] as const,
    onboardingStatus: () => ['profile', 'onboarding-status'] as const,
  },
} as const;
