import { buttonClass } from '@/components/ui/button';
import { Modal } from './modal';

export interface ShortMenuItem {
  label: string;
  /** A route path; the app uses hash URLs, so this becomes `#<to>`. */
  to: string;
}

export interface ShortMenuDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  items: ShortMenuItem[];
}

/** Spec §2: a title, one button per destination route, and Cancel. */
export function ShortMenuDialog({ open, onClose, title, items }: ShortMenuDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} width="22rem">
      <nav aria-label={title} className="flex flex-col gap-2">
        {items.map((item) => (
          <a key={item.to} href={`#${item.to}`} onClick={onClose} className={buttonClass('secondary', 'w-full')}>
            {item.label}
          </a>
        ))}
      </nav>
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={onClose} className={buttonClass('ghost')}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
