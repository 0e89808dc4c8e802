import '@testing-library/jest-dom/vitest';
import { forgetEarlyRequests } from '@gaido/shared/early';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  forgetEarlyRequests();
  localStorage.clear();
  sessionStorage.clear();
});
