import '@testing-library/jest-dom/vitest';
import { clearSession } from '@gaido/shared';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});
