import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Hide the visible title (it stays for screen readers) when the body has its own heading. */
  hideTitle?: boolean;
}

const WIDTH = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/** Radix Dialog with our look: focus trapped inside, Escape and the close button close it. */
export function Modal({ open, onOpenChange, title, description, children, size = 'md', hideTitle = false }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] ${WIDTH[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-200 focus:outline-none sm:p-7`}
          // Radix expects an explicit undefined when there is no description.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={hideTitle ? 'sr-only' : 'pr-8 text-lg font-semibold text-slate-900'}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          ) : null}
          <div className={hideTitle ? '' : 'mt-4'}>{children}</div>
          <Dialog.Close className="absolute top-3 right-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600">
            <X aria-hidden className="size-5" />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
