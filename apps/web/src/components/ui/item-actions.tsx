import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { cn } from '@/utils/cn';
import { Button } from './button';

export type ItemAction = {
  label: string;
  Icon: LucideIcon;
  iconClassName?: string;
  variant: 'secondary' | 'ghost';
  run: () => void;
};

/** Small buttons that act on one named item; each is announced as "{label} {item}". */
export function ItemActions({ item, actions }: { item: string; actions: ItemAction[] }) {
  return actions.map(({ label, Icon, iconClassName, variant, run }) => (
    <Button key={label} variant={variant} size="sm" onClick={run} aria-label={`${label} ${item}`}>
      <Icon aria-hidden="true" className={cn('size-4', iconClassName)} />
      {label}
    </Button>
  ));
}

/** The actions most items have. */
export const editAction = (run: () => void): ItemAction => ({
  label: 'Edit',
  Icon: Pencil,
  variant: 'secondary',
  run,
});
export const deleteAction = (run: () => void, label = 'Delete'): ItemAction => ({
  label,
  Icon: Trash2,
  iconClassName: 'text-red-700',
  variant: 'ghost',
  run,
});
