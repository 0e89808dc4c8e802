// The user as the API answers it (the contract's UserResponse, which callApi has checked) becomes the
// user the session keeps: a name the user never gave is absent rather than null.
import type { UserResponse } from '@gaido/contracts/users';
import type { User } from '@gaido/shared';
import type * as z from 'zod/mini';

export function userFromAnswer({ name, ...user }: z.output<typeof UserResponse>): User {
  return name === null ? user : { ...user, name };
}
