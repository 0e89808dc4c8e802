import { DialogActions, DialogFrame, type DialogProps } from './DialogFrame';

export { DialogActions, type DialogProps };

/** A modal in the middle of the screen (DialogFrame.tsx: focus, Escape, title, scroll). */
export function Dialog(props: DialogProps) {
  return <DialogFrame kind="dialog" {...props} />;
}
