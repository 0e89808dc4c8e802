import { DialogActions, DialogFrame, type DialogProps } from './DialogFrame';

export { DialogActions, type DialogProps as SheetProps };

/**
 * A modal that slides up from the bottom of a phone, within thumb's reach, and sits at the side of a
 * wider screen; it behaves as the dialog does (DialogFrame.tsx).
 */
export function Sheet(props: DialogProps) {
  return <DialogFrame kind="sheet" {...props} />;
}
