/**
 * A row's actions behind one small menu button (Radix DropdownMenu: arrow keys, Escape, focus returned to the
 * button), so a table is not a wall of buttons and a destructive action is one deliberate choice away.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';

export type RowMenuItem = {
  label: string;
  /** A page to go to (an edit page), or what choosing the item does. */
  to?: string;
  onSelect?: () => void;
  /** Deletes or cancels: shown in the danger colour, after the others. */
  danger?: boolean;
  disabled?: boolean;
};

export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="btn btn-sm row-menu-button" aria-label={label}>
        <span aria-hidden="true">⋯</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="row-menu" align="end" sideOffset={4} collisionPadding={8}>
          {items.map((item) => (
            <Menu.Item
              key={item.label}
              className={item.danger ? 'row-menu-item danger' : 'row-menu-item'}
              disabled={item.disabled}
              onSelect={item.onSelect}
              asChild={!!item.to}
            >
              {item.to ? <Link to={item.to}>{item.label}</Link> : item.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
