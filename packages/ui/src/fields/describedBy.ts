/** `aria-describedby` of a box with a hint and an error: the hint first, then the error. */
export function describedBy(hintId: string | false, errorId: string | false): string | undefined {
  return [hintId, errorId].filter(Boolean).join(' ') || undefined;
}
