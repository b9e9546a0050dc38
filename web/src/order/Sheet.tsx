import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A bottom sheet on phones, a centred panel on wider screens: the native <dialog> opened modal
 * (focus kept inside, Escape closes, the page behind inert). Mounted means open.
 */
export function Sheet({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="sheet"
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog itself is on the backdrop (the content fills the inner box).
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="sheet-body">
        <button type="button" className="sheet-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </dialog>
  );
}
