import { ApiError } from '../../http/errors';
import type { SlotSuggestion } from '../tours/availability';

/** 409 with the departures closest to the one that filled up. */
export class SlotUnavailableError extends ApiError {
  constructor(
    message: string,
    readonly alternatives: SlotSuggestion[],
  ) {
    super(409, 'slot_unavailable', message);
  }
}

export const NO_LONGER_AVAILABLE = 'This time is no longer available.';
